import { expect, test } from '../support/test.ts';
import { DEMO_FAN, fullPageShot, shot, signInThroughApi, signInWithPassword } from '../support/auth.ts';

test('a login-needing route sends an anonymous visitor through sign-in and back', async ({ page }) => {
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/settings/profile',
  );
  await shot(page, 'login-desktop', { fullPage: true });
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByTestId('profile-display-name')).toHaveValue('Demo Fan');
});

test('the auth button on a creator page opens the login modal, and signing in there stays on the page', async ({
  page,
}) => {
  await page.goto('/democreator');
  await expect(page.getByText('Demo Creator').first()).toBeVisible();
  await page.getByTestId('topbar-sign-in').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await shot(page, 'login-modal-desktop');
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/democreator$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('every route of the spec survives a hard refresh', async ({ page }) => {
  for (const path of [
    '/faq',
    '/about',
    '/becomeCreatorIntro',
    '/settings/emailChange',
    '/404',
    '/no-such-creator-xyz',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
});

test('a signed-in fan unfollows a creator and follows again, and the count follows', async ({ page }) => {
  await signInThroughApi(page, DEMO_FAN);
  await page.goto('/democreator');
  // The demo fan follows the demo creators from the first start.
  const follow = page.getByTestId('creator-follow');
  await expect(follow).toHaveAttribute('data-following', 'true');
  const followers = page.getByTestId('creator-followers');
  const before = Number((await followers.innerText()).replace(/\D/g, ''));
  await follow.click();
  await expect(follow).toHaveAttribute('data-following', 'false');
  await expect(followers).toContainText(String(before - 1));
  await page.reload();
  await expect(page.getByTestId('creator-follow')).toHaveAttribute('data-following', 'false');
  await page.getByTestId('creator-follow').click();
  await expect(page.getByTestId('creator-follow')).toHaveAttribute('data-following', 'true');
  await expect(page.getByTestId('creator-followers')).toContainText(String(before));
  await fullPageShot(page, 'creator-page-desktop');
});
