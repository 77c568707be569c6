import { expect, test } from '../support/test.ts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { TPost } from '@fanlane/contracts/post';
import { apiPost, shot, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { approvedCreatorThroughApi } from '../support/creator.ts';
import { PHONE } from '../support/phone.ts';

/** The creator publishes a public post through the API, as a seller call. */
async function publish(request: APIRequestContext, login: TLoginResult, domain: string, text: string) {
  const res = await request.post(PATHS.postCreate, {
    data: { text, visibility: 'public' },
    headers: { authorization: `Bearer ${login.token}`, 'User-Type': 'SELLER', 'Shop-Domain': domain },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: TPost }).data;
}

/** The start-up overlay has faded out (it would show through in a screenshot). */
const settled = (page: Page) => expect(page.getByTestId('startup-overlay')).toHaveCount(0);

/** The fan in a browser of their own (a desktop unless `phone`), on `path` with the app socket ready. */
async function fanOn(browser: Browser, login: TLoginResult, path: string, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await startSignedIn(page, login);
  // The notification arrives over the app socket: wait until it is authenticated.
  const ready = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"ready"') }));
  await page.goto(path);
  await ready;
  await settled(page);
  return page;
}

test('a fan following a creator hears of a new post: a toast, the badge, the list, and the post itself', async ({
  browser,
}) => {
  const { page: creator, domain, login: creatorLogin } = await approvedCreatorThroughApi(browser, 'Nova Lane');
  const { login: fanLogin } = await signUpThroughApi(creator.request, 'follower');
  await apiPost(creator.request, PATHS.followOperate, { addressOrDomain: domain, follow: true }, fanLogin.token);

  // On a desktop, the fan is on another page when the creator publishes.
  const fan = await fanOn(browser, fanLogin, '/wallet');
  const badge = fan.getByTestId('nav-notifications').getByTestId('count-badge');
  await expect(badge).toHaveCount(0);
  const post = await publish(creator.request, creatorLogin, domain, 'Golden hour set, fresh from the beach');

  const toast = fan.getByTestId('notification-toast');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Nova Lane');
  await expect(toast).toContainText('published a new post');
  await expect(toast).toContainText('Golden hour set');
  await expect(fan.getByTestId('notification-toasts')).toHaveAttribute('data-placement', 'bottom-right');
  await expect(badge).toHaveText('1');
  await shot(fan, 'notifications-toast-desktop');

  await fan.getByTestId('nav-notifications').click();
  await expect(fan).toHaveURL(/\/notifications$/);
  // The list holds it now: the toast is gone.
  await expect(toast).toHaveCount(0);
  const item = fan.getByTestId(`notification-list`).getByRole('button').first();
  await expect(item).toContainText('published a new post');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await shot(fan, 'notifications-list-desktop');

  await item.click();
  await expect(fan).toHaveURL(new RegExp(`/post\\?id=${post.id}$`));
  await expect(fan.getByTestId('post-details')).toContainText('Golden hour set');
  await expect(badge).toHaveCount(0);

  await fan.goto('/settings/notifications');
  await expect(fan.getByTestId('notification-item-10')).toBeVisible();
  await settled(fan);
  await shot(fan, 'notifications-settings-desktop');

  // On a phone, the toast stands at the bottom above the tab bar.
  await fan.context().close();
  const phone = await fanOn(browser, fanLogin, '/home', true);
  await publish(creator.request, creatorLogin, domain, 'Second set: the night swim');
  await expect(phone.getByTestId('notification-toast')).toContainText('night swim');
  await expect(phone.getByTestId('notification-toasts')).toHaveAttribute('data-placement', 'bottom');
  await expect(phone.getByTestId('tab-nav-notifications').getByTestId('count-badge')).toHaveText('1');
  await shot(phone, 'notifications-toast-phone');

  await phone.getByTestId('tab-nav-notifications').click();
  await expect(phone.getByTestId('notification-list').getByRole('button')).toHaveCount(2);
  await shot(phone, 'notifications-list-phone');
  await phone.goto('/settings/emailNotifications');
  await expect(phone.getByTestId('notification-item-11')).toBeVisible();
  await settled(phone);
  await shot(phone, 'notifications-email-settings-phone', { fullPage: true });
  await phone.context().close();
  await creator.close();
});
