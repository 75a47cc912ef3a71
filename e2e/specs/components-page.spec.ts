/**
 * Issue 10, item 7: the components page, open to visitors: every primitive of @jara/ui with its
 * import line, the modal and drawer opened from their buttons, the tokens read from the page's
 * custom properties; axe finds nothing serious at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';

for (const width of [390, 1280]) {
  test(`a visitor reads the catalogue of primitives at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(pathTo('components'));

    await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    for (const name of ['Button', 'Field', 'Price', 'Skeleton', 'LoadError', 'Modal', 'Drawer']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Button' })).toContainText(
      "from '@jara/ui/button'",
    );
    const colours = page.getByRole('list', { name: 'Colours' });
    await expect(colours).toContainText('--jara-color-brand');
    await expect(colours).toContainText('#0b5d3b');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Open the modal' }).click();
    const modal = page.getByRole('dialog', { name: 'Remove this address?' });
    await expect(modal).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open the modal' })).toBeFocused();

    await page.getByRole('button', { name: 'Open the drawer' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  });
}
