/** The bell as a customer uses it. */
import { expect, type Page } from '@playwright/test';
import type { NotificationList } from '@jara/contracts/entities';
import { customerCall } from './customer-api';

export const bell = (page: Page) => page.getByTestId('notification-indicator');
export const bellPanel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

export async function expectUnreadCount(page: Page, count: number): Promise<void> {
  await expect(bell(page)).toHaveAccessibleName(
    count > 0 ? `Notifications, ${count} unread` : 'Notifications',
  );
  if (count > 0) await expect(page.getByTestId('notification-count')).toHaveText(String(count));
  else await expect(page.getByTestId('notification-count')).toHaveCount(0);
}

export async function unreadCountOnServer(token: string): Promise<number> {
  return (await customerCall<NotificationList>(token, 'GET', '/account/notifications')).total;
}
