/** Issue 9, item 7: a past order's items go back into that vendor's cart, and the cart opens. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { demoToken } from '../support/customer-api';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { openDetails, openHistory, pastOrder, VIEWPORTS } from '../support/orders-flow';

for (const viewport of VIEWPORTS) {
  test(`order again fills the vendor's cart and opens it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const past = await pastOrder(await demoToken(), 'JR-LGH002');
    await signInDemo(page);
    await page.goto('/stores');
    await openHistory(page);
    const drawer = await openDetails(page, 'Lekki Grill House', 'JR-LGH002');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Order again' }).click();

    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText('Lekki Grill House');
    await expect(page.getByText(/Added 3 items from your order to your cart/)).toBeVisible();
    await expect(drawer).toHaveCount(0);
    for (const item of past.items) await expect(cart).toContainText(item.name);
  });
}
