import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/auth.ts';

test('a visitor opening a locked post sees its comments locked, not a failure to retry', async ({ page }) => {
  await page.goto('/democreator');
  const locked = page
    .getByTestId('post-card')
    .filter({ has: page.getByTestId('media-locked-thumb') })
    .first();
  await expect(locked).toBeVisible();
  await locked.locator('time').click();
  await expect(page).toHaveURL(/\/democreator\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('comments-locked')).toBeVisible();
  await expect(page.getByText('The comments could not be loaded.')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('locked-post-comments'), fullPage: true });
});
