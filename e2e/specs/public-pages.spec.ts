/**
 * The public pages (issue 16, part 5): the contact form reaching the support mailbox and the admin
 * console, the self-check, the FAQ search, the brand files, and every page drawn on a desktop and a
 * phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { Browser, Page } from '@playwright/test';
import { shot, signInThroughApi } from '../support/auth.ts';
import { DEMO_ADMIN } from '../support/creator.ts';
import { waitForMail } from '../support/outbox.ts';
import { PHONE } from '../support/phone.ts';

const SUPPORT_EMAIL = 'support@fanlane.local';

/** A phone-sized page in its own context (this spec runs in the desktop project). */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  return context.newPage();
}

test('a visitor sends the contact form; support is mailed and an admin closes it in the admin console', async ({
  page,
  browser,
}) => {
  const name = `Ada ${Date.now().toString(36)}`;
  await page.goto('/partner');
  await page.getByTestId('partner-cta').click();
  await expect(page).toHaveURL(/\/contact\?topic=partner$/);
  await expect(page.getByTestId('contact-topic')).toHaveValue('partner');

  // The form's own checks speak first, before anything is sent.
  await page.getByTestId('contact-submit').click();
  await expect(page.getByText('Please enter your name (up to 80 characters).')).toBeVisible();
  await expect(page.getByTestId('contact-name')).toBeFocused();

  await page.getByTestId('contact-name').fill(name);
  await page.getByTestId('contact-email').fill('ada.visitor@example.com');
  await page
    .getByTestId('contact-message')
    .fill('We run a Telegram channel of 40,000 photographers.\nCould we bring them to your platform?');
  await expect(page.getByTestId('contact-counter')).toHaveText('88/5000');
  await shot(page, 'public-contact-filled-desktop', { fullPage: true });
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toContainText(`Thank you, ${name}.`);
  await shot(page, 'public-contact-sent-desktop');

  // The support address gets it by mail (the durable mail job), with the visitor to reply to.
  const mail = await waitForMail(
    page.request,
    SUPPORT_EMAIL,
    new RegExp(`${name} <ada\\.visitor@example\\.com> wrote`),
  );
  expect(mail[0]).toContain(name);

  // The admin sees it in the console's contact inbox and marks it handled.
  const admin = await browser.newPage();
  await signInThroughApi(admin, DEMO_ADMIN);
  await admin.goto('/admin/contact');
  const card = admin.getByTestId('admin-contact-message').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Partnership');
  await expect(card).toContainText('Could we bring them to your platform?');
  await expect(card.getByRole('link', { name: 'Answer by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:ada\.visitor@example\.com\?subject=/,
  );
  await shot(admin, 'admin-contact-desktop', { fullPage: true });
  await card.getByTestId('admin-contact-handle').click();
  await expect(card).toBeHidden();
  await admin.getByTestId('admin-contact-tab-handled').click();
  await expect(admin.getByTestId('admin-contact-message').filter({ hasText: name })).toHaveAttribute(
    'data-handled',
    'true',
  );
  await admin.close();
});

test('the contact form refuses what the server refuses, beside the field, in the visitor language', async ({
  page,
}) => {
  await page.goto('/contact');
  // Sent as a browser would, bypassing the form's checks: the server answers per field, in German.
  const res = await page.request.post('/no-login/v1/contact-us', {
    data: { name: 'Ada', email: 'not-an-address', topic: 'general', message: 'Hello there, a question.' },
    headers: { locale: 'de' },
  });
  expect(res.status()).toBe(422);
  const body = (await res.json()) as { code: number; msg: string };
  expect(body).toMatchObject({ code: 1012421, msg: 'Bitte gib eine E-Mail-Adresse an, an die wir antworten können.' });
});

test('/diagnose runs its checks, reports them and copies the report', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/diagnose');
  await expect(page.getByTestId('diagnose-summary')).not.toHaveText('Checking…');
  for (const id of ['network', 'api', 'clock', 'version', 'storage', 'secure', 'browser', 'telegram'])
    await expect(page.getByTestId(`check-${id}`), id).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('check-api-text')).toContainText(/Reached in \d+ ms\./);
  await expect(page.getByTestId('check-version-text')).toContainText('Up to date');
  await page.getByTestId('diagnose-copy').click();
  await expect(page.getByTestId('diagnose-copy')).toHaveText('Report copied');
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toMatch(/^Fanlane self-check\n/);
  expect(report).toMatch(/^api {7}PASS \d+ ms$/m);
  expect(report).toMatch(/^clock {5}PASS device (ahead|behind) by \d+\.\d s$/m);
  expect(report).toContain('Page: http://localhost:');
  await shot(page, 'public-diagnose-desktop', { fullPage: true });
  await page.getByTestId('diagnose-run').click();
  await expect(page.getByTestId('check-api')).toHaveAttribute('data-status', 'pass');
  // The worker's browser context goes on to the next test (reuseContext in playwright.config.ts).
  await context.clearPermissions();
});

test('/faq search finds an answer as you type, and a link opens its question', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.getByTestId('faq-search').fill('refund');
  const refund = page.getByTestId('faq-item-faq-payments-refund');
  await expect(refund).toBeVisible();
  await expect(refund).toContainText('Report a problem within 30 days');
  await expect(page.getByTestId('faq-item-faq-telegram-stars')).toHaveCount(0);
  await expect(page).toHaveURL(/\/faq\?q=refund$/);
  await shot(page, 'public-faq-search-desktop', { fullPage: true });

  await page.goto('/faq#faq-telegram-stars');
  await expect(page.getByTestId('faq-item-faq-telegram-stars')).toHaveAttribute('open', '');
  await expect(
    page.getByTestId('faq-item-faq-telegram-stars').getByRole('link', { name: 'Top up → Telegram Stars' }),
  ).toHaveAttribute('href', '/topUp/stars');
});

test('the FAQ reads right to left in Arabic and searches in Arabic', async ({ browser }) => {
  const phone = await phonePage(browser);
  await phone.addInitScript(() => localStorage.setItem('LANG', 'ar'));
  await phone.goto('/faq');
  await expect(phone.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await phone.getByTestId('faq-search').fill('استرداد');
  await expect(phone.getByTestId('faq-item-faq-payments-refund')).toBeVisible();
  await expect(phone.getByTestId('faq-item-faq-telegram-bot')).toHaveCount(0);
  await shot(phone, 'public-faq-search-ar-phone', { fullPage: true });
  await phone.context().close();
});

test('the brand files download as real SVG and PNG', async ({ page }) => {
  await page.goto('/brand');
  const link = page.getByTestId('brand-download-colour-png-512');
  await expect(link).toHaveAttribute('download', 'fanlane-mark-512.png');
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('fanlane-mark-512.png');
  const png = await page.request.get('/brand/mark-512.png');
  expect(png.headers()['content-type']).toBe('image/png');
  const svg = await page.request.get('/brand/mark.svg');
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(await svg.text()).toContain('<svg');
  await shot(page, 'public-brand-desktop', { fullPage: true });
});

const PAGES = [
  ['/about', 'about-page'],
  ['/ourMission', 'mission-page'],
  ['/partner', 'partner-page'],
  ['/videoGuide', 'guide-page'],
  ['/campaigns', 'campaigns-page'],
  ['/template', 'template-page'],
  ['/faq', 'faq-page'],
  ['/contact', 'contact-page'],
  ['/brand', 'brand-page'],
  ['/diagnose', 'diagnose-page'],
  ['/loading', 'loading-page'],
] as const;

test('every public page draws on a desktop and a phone, none coming soon; unknown addresses are not found', async ({
  page,
  browser,
}) => {
  const phone = await phonePage(browser);
  for (const [path, testId] of PAGES) {
    for (const [view, label] of [
      [page, 'desktop'],
      [phone, 'phone'],
    ] as const) {
      const response = await view.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(view.getByTestId(testId), `${path} ${label}`).toBeVisible();
      await expect(view.getByTestId('coming-soon')).toHaveCount(0);
      // Nothing wider than the screen on a phone.
      if (label === 'phone')
        expect(
          await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${path} fits the phone`,
        ).toBe(true);
      await shot(view, `public${path.replace('/', '-')}-${label}`, { fullPage: true });
    }
  }
  await page.goto('/signin');
  await expect(page.getByTestId('login-email')).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByTestId('signup-email')).toBeVisible();
  await page.goto('/this/is/not/a/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await phone.context().close();
});

test('the public pages have no serious or critical accessibility violation (axe)', async ({ page }) => {
  const found: string[] = [];
  for (const [path, testId] of PAGES) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
      found.push(
        `${path}: ${v.id} (${v.impact}) ${v.help}; at ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} :: ${n.html.slice(0, 160)}`)
          .join(' | ')}`,
      );
  }
  expect(found, found.join('\n')).toEqual([]);
});
