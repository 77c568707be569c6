import { expect, test } from '../support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { PHONE } from '../support/phone.ts';
import { dismissLoginDialogs, shot } from '../support/auth.ts';
import { approvedCreatorThroughApi } from '../support/creator.ts';

/** The newest code texted to `e164`, from the dev SMS outbox (this machine only). */
async function textedCode(request: APIRequestContext, e164: string): Promise<string> {
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/sms-outbox?to=${encodeURIComponent(e164)}`);
      const body = (await res.json()) as { data: { text: string }[] };
      return /\b(\d{6})\b/.exec(body.data[0]?.text ?? '')?.[1] ?? '';
    })
    .toMatch(/^\d{6}$/);
  const res = await request.get(`/dev/sms-outbox?to=${encodeURIComponent(e164)}`);
  return /\b(\d{6})\b/.exec(((await res.json()) as { data: { text: string }[] }).data[0]!.text)![1]!;
}

const expectCreatorNotFound = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Creator not found' })).toBeVisible();
  await expect(page.getByTestId('creator-page')).toHaveCount(0);
};

test('a visitor signs in with a phone number and the texted code, and finds the number on their account', async ({
  page,
  browser,
}) => {
  const last4 = String(1000 + Math.floor(Math.random() * 8999));
  const e164 = `+1415555${last4}`;
  await page.goto('/signin');
  await page.getByTestId('go-login-phone').click();
  await expect(page).toHaveURL(/\/loginPhone$/);
  await expect(page.getByTestId('login-phone-page')).toBeVisible();
  await page.getByTestId('phone-login-number-country').selectOption('US');
  await shot(page, 'login-phone-desktop');

  await page.getByTestId('phone-login-number').fill(`(415) 555-${last4}`);
  await page.getByTestId('phone-login-text-me').click();
  await expect(page.getByText(`+1 415 555 ${last4}`)).toBeVisible();
  await page.getByTestId('phone-login-code').fill(await textedCode(page.request, e164));
  await shot(page, 'login-phone-code-desktop');
  await page.getByTestId('phone-login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await dismissLoginDialogs(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.goto('/settings/account');
  await expect(page.getByTestId('account-phone-number')).toHaveText(`+1 415 555 ${last4}`);
  await shot(page, 'account-phone-desktop', { fullPage: true });

  // The page on a phone.
  const phone = await browser.newContext(PHONE);
  const mobile = await phone.newPage();
  await mobile.goto('/loginPhone');
  await expect(mobile.getByTestId('login-phone-page')).toBeVisible();
  await shot(mobile, 'login-phone-mobile', { fullPage: true });
  await phone.close();
});

test('a creator blocks the address range of the test browser: another visitor finds no such creator, the creator still sees the page', async ({
  browser,
}) => {
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Geo Blocker');
  await creator.goto(`/${domain}`);
  await expect(creator.getByTestId('creator-page')).toBeVisible();

  // The countries page: a searchable list in the interface language, the creator's own place.
  await creator.goto('/settings/security');
  await creator.getByTestId('security-block-by-country').click();
  await expect(creator.getByTestId('settings-block-by-country')).toBeVisible();
  await creator.getByTestId('geo-country-search').fill('fran');
  await creator.getByTestId('geo-country-row-FR').click();
  await expect(creator.getByTestId('geo-country-FR')).toBeChecked();
  await creator.getByTestId('geo-country-save').click();
  await expect(creator.getByTestId('geo-country-saved')).toBeVisible();
  await expect(creator.getByTestId('geo-country-chips')).toContainText('France');
  await creator.getByTestId('geo-country-search').fill('');
  await shot(creator, 'block-by-country-desktop', { fullPage: true });

  // The browsers here come from this machine (no proxy, TRUST_PROXY off): 127.0.0.1 or ::1.
  await creator.goto('/settings/security/blockByIP');
  const yourPlace = creator.getByTestId('geo-your-place');
  await expect(yourPlace).toContainText(/127\.0\.0\.1|::1/);
  for (const entry of ['127.0.0.0/8', '::1']) {
    await creator.getByTestId('geo-ip-input').fill(entry);
    await creator.getByTestId('geo-ip-add').click();
    await expect(creator.getByTestId('geo-ip-input')).toHaveValue('');
  }
  await expect(creator.getByTestId('geo-ip-list')).toContainText('127.0.0.0/8');
  await expect(creator.getByTestId('geo-ip-list')).toContainText('::1/128');
  // A bad entry is refused, and named.
  await creator.getByTestId('geo-ip-input').fill('10.0.0.300');
  await creator.getByTestId('geo-ip-add').click();
  await expect(creator.getByText('“10.0.0.300” is not an IP address or range', { exact: false })).toBeVisible();
  await shot(creator, 'block-by-ip-desktop', { fullPage: true });

  // Another visitor, from the blocked range: the same page as for a creator that does not exist.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${domain}`);
  await expectCreatorNotFound(visitor);
  await shot(visitor, 'blocked-creator-visitor-desktop');
  await visitor.goto(`/nobody${Date.now().toString(36)}`);
  await expectCreatorNotFound(visitor);

  // The creator still sees their page.
  await creator.goto(`/${domain}`);
  await expect(creator.getByTestId('creator-page')).toBeVisible();

  // On a phone, the IP page.
  const phone = await browser.newContext({ ...PHONE, storageState: await creator.context().storageState() });
  const mobile = await phone.newPage();
  await mobile.goto('/settings/security/blockByIP');
  await expect(mobile.getByTestId('geo-ip-list')).toBeVisible();
  await shot(mobile, 'block-by-ip-mobile', { fullPage: true });
  await mobile.goto('/settings/security/blockByCountry');
  await expect(mobile.getByTestId('geo-country-chips')).toBeVisible();
  await shot(mobile, 'block-by-country-mobile', { fullPage: true });
  await phone.close();

  // Lifted, the visitor finds the creator again.
  await creator.goto('/settings/security/blockByIP');
  await creator.getByTestId('geo-ip-remove-127.0.0.0/8').click();
  await expect(creator.getByTestId('geo-ip-remove-127.0.0.0/8')).toHaveCount(0);
  await creator.getByTestId('geo-ip-remove-::1/128').click();
  await expect(creator.getByTestId('geo-ip-none')).toBeVisible();
  await visitor.goto(`/${domain}`);
  await expect(visitor.getByTestId('creator-page')).toBeVisible();
  await visitorContext.close();
});
