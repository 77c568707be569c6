import { expect, test } from '../support/test.ts';
import { shot } from '../support/auth.ts';

test('switching to Arabic renders right-to-left and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('login-submit')).not.toHaveText(/sign in/i);
  await shot(page, 'login-arabic', { fullPage: true });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the theme is dark by default and the switch turns it light, remembered across reloads', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await shot(page, 'login-light', { fullPage: true });
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
