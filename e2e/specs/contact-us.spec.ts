/** Issue 10: a visitor reaches support: the country's channels, and a message filed under a reference. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { CONTACT_PAGE, fillContactForm } from '../support/vouchers-flow';

test('a visitor sends support a message and is given its reference; Kenya shows its own channels', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(CONTACT_PAGE);
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/234/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /^\+234/ })).toHaveAttribute('href', /^tel:\+234/);
  await expectAccessibleAtBothWidths(page);

  await fillContactForm(page, {
    name: 'Tunde Bakare',
    email: 'tunde@example.com',
    topic: 'An order',
    text: 'My rider could not find the gate.',
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  const sent = page.getByTestId('message-sent');
  await expect(sent.getByRole('heading', { name: 'We got your message' })).toBeFocused();
  await expect(sent).toContainText(/Your reference is SUP-[A-Z0-9]{6}\./);
  await expectAccessibleAtBothWidths(page);

  // Contact us has no /ke path: the header's country picker takes the page to Kenya.
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Kenya' });
  await expect(page.getByRole('link', { name: /^\+254/ })).toHaveAttribute('href', /^tel:\+254/);
  await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254/,
  );
});
