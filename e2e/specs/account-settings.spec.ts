import { expect, test } from '../support/test.ts';
import type { Browser, Page } from '@playwright/test';
import {
  DEMO_FAN,
  fullPageShot,
  loginThroughApi,
  shot,
  signInThroughApi,
  signUpThroughApi,
  startSignedIn,
} from '../support/auth.ts';
import { approvedCreatorThroughApi } from '../support/creator.ts';
import { attachToComposer, photo } from '../support/media.ts';
import { latestCode } from '../support/outbox.ts';
import { PHONE } from '../support/phone.ts';

const DEMO_KAI = { email: 'kai@demo.fanlane.local', password: DEMO_FAN.password };
/** A checksummed address (EIP-55's own test vector). */
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** Every media file the page asks for, from now on. */
function mediaRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media-file/')) seen.push(pathname);
  });
  return seen;
}

test('a user verifies the e-mail with the mailed code, then sets the full name and the wallet address', async ({
  page,
}) => {
  // The demo accounts are seeded: nobody has proven their e-mail yet.
  await signInThroughApi(page, DEMO_FAN);
  await page.goto('/settings/account');
  await expect(page.getByText('Not verified')).toBeVisible();
  await shot(page, 'account-unverified-desktop');
  await page.getByTestId('account-verify-email').click();
  await expect(page).toHaveURL(/\/settings\/account\/verifyEmail$/);

  await page.getByTestId('verify-email-send').click();
  await expect(page.getByTestId('verify-email-sent')).toContainText(DEMO_FAN.email);
  await expect(page.getByTestId('verify-email-send')).toBeDisabled();
  // A wrong code first, as people mistype.
  const code = await latestCode(page.request, DEMO_FAN.email);
  await page.getByTestId('verify-email-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('verify-email-submit').click();
  await expect(page.getByTestId('verify-email-code')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'account-verify-email-desktop');
  await page.getByTestId('verify-email-code').fill(code);
  await page.getByTestId('verify-email-submit').click();
  await expect(page.getByText('Email verified')).toBeVisible();
  await page.getByText('Back to account').click();
  await expect(page.getByTestId('account-email-verified')).toBeVisible();
  // It stays so after a reload: the server holds it.
  await page.reload();
  await expect(page.getByTestId('account-email-verified')).toBeVisible();

  // The full name: private, prefilled next time.
  await page.getByTestId('account-full-name').click();
  await expect(page).toHaveURL(/\/settings\/account\/fullName$/);
  await page.getByTestId('full-name-first').fill('  María José ');
  await page.getByTestId('full-name-last').fill('Núñez');
  await page.getByTestId('full-name-save').click();
  await expect(page.getByTestId('full-name-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('full-name-first')).toHaveValue('María José');
  await expect(page.getByTestId('full-name-last')).toHaveValue('Núñez');
  await shot(page, 'account-full-name-desktop');

  // The wallet address: a mistyped checksum is refused, the lowercase form is kept checksummed.
  await page.goto('/settings/account/address');
  const address = page.getByTestId('payout-address-input');
  await address.fill(`0x5AAeb${CHECKSUMMED.slice(7)}`);
  await page.getByTestId('payout-address-save').click();
  await expect(page.getByRole('alert')).toContainText('checksum');
  await address.fill(CHECKSUMMED.slice(0, 41));
  await page.getByTestId('payout-address-save').click();
  await expect(page.getByRole('alert')).toContainText('40 hexadecimal characters');
  await address.fill(CHECKSUMMED.toLowerCase());
  await page.getByTestId('payout-address-save').click();
  await expect(page.getByTestId('payout-address-saved')).toBeVisible();
  await expect(address).toHaveValue(CHECKSUMMED);
  await shot(page, 'account-address-desktop');

  // The withdrawal form starts from it.
  await page.goto('/withdraw/new');
  await expect(page.getByTestId('withdraw-address')).toHaveValue(CHECKSUMMED);
});

test('the account pages fit a phone', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  // A seeded account, so the verification form shows.
  await startSignedIn(page, await loginThroughApi(page.request, DEMO_KAI));
  for (const [path, ready, name] of [
    ['/settings/account/verifyEmail', 'verify-email-form', 'account-verify-email-phone'],
    ['/settings/account/fullName', 'full-name-form', 'account-full-name-phone'],
    ['/settings/account/address', 'payout-address-form', 'account-address-phone'],
    ['/settings/security/filter', 'sensitive-filter-form', 'account-filter-phone'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    await shot(page, name, { fullPage: true });
  }
  await context.close();
});

/** A fan who signed up just now, with the sensitive-content filter turned on from its page. */
async function fanWithFilterOn(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const { login } = await signUpThroughApi(page.request, 'careful');
  await startSignedIn(page, login);
  await page.goto('/settings/security/filter');
  const toggle = page.getByTestId('sensitive-filter-switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.getByText('Sensitive posts are now blurred.')).toBeVisible();
  return { page, context };
}

test('a creator marks a post sensitive; a fan with the filter on sees it blurred and reveals it', async ({
  browser,
}) => {
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Night Owl');

  await creator.goto('/createPost');
  await creator.getByTestId('composer-text').fill('After dark, uncensored');
  await attachToComposer(creator, [{ name: 'night.jpg', mimeType: 'image/jpeg', buffer: await photo('After dark') }]);
  await creator.getByTestId('visibility-public').click();
  await creator.getByTestId('composer-sensitive').click();
  await expect(creator.getByTestId('composer-sensitive')).toHaveAttribute('aria-checked', 'true');
  await creator.getByTestId('composer-submit').click();
  await expect(creator).toHaveURL(new RegExp(`/${domain}/[0-9a-f-]{36}$`));
  // Its creator sees it as it is, labelled.
  await expect(creator.getByTestId('post-sensitive')).toBeVisible();
  await expect(creator.getByTestId('media-image')).toBeVisible();
  await expect(creator.getByTestId('sensitive-cover')).toHaveCount(0);

  const { page: fan, context } = await fanWithFilterOn(browser);
  await shot(fan, 'account-filter-desktop');
  const fetched = mediaRequests(fan);
  await fan.goto(`/${domain}`);
  const card = fan.getByTestId('post-card').filter({ hasText: 'After dark, uncensored' });
  const cover = card.getByTestId('sensitive-cover');
  await expect(cover).toBeVisible();
  await expect(cover).toContainText('Sensitive content');
  await expect(cover).toContainText('Tap to reveal');
  await expect(card.getByTestId('sensitive-cover-image')).toHaveJSProperty('complete', true);
  await expect(card.getByTestId('media-image')).toHaveCount(0);
  await fullPageShot(fan, 'sensitive-covered-desktop');
  // Only the blurred stand-in came over the wire: no thumbnail, no original.
  expect(fetched.length).toBeGreaterThan(0);
  expect(
    fetched.every((path) => /\/blur-\d+$/.test(path)),
    fetched.join(', '),
  ).toBe(true);

  await cover.click();
  const image = card.getByTestId('media-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(fan, 'sensitive-revealed-desktop');
  // Revealed for the session: a reload keeps it open.
  await fan.reload();
  await expect(card.getByTestId('media-image')).toBeVisible();
  await expect(card.getByTestId('sensitive-cover')).toHaveCount(0);
  await context.close();

  // A visitor signed out sees it covered too; a phone as well.
  const visitorContext = await browser.newContext(PHONE);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${domain}`);
  const visitorCard = visitor.getByTestId('post-card').filter({ hasText: 'After dark, uncensored' });
  await expect(visitorCard.getByTestId('sensitive-cover')).toBeVisible();
  await expect(visitorCard.getByTestId('sensitive-cover-image')).toHaveJSProperty('complete', true);
  await visitorCard.getByTestId('sensitive-cover').scrollIntoViewIfNeeded();
  await shot(visitor, 'sensitive-covered-phone');
  await visitorContext.close();

  // The creator takes the mark off from the post's menu: fans see it as it is again.
  await creator.getByTestId('post-menu').click();
  await creator.getByTestId('post-menu-sensitive').click();
  await expect(creator.getByTestId('post-sensitive')).toHaveCount(0);
  const again = await browser.newPage();
  await again.goto(`/${domain}`);
  await expect(
    again.getByTestId('post-card').filter({ hasText: 'After dark, uncensored' }).getByTestId('media-image'),
  ).toBeVisible();
  await again.close();
  await creator.close();
});
