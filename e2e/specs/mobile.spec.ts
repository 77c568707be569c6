import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatPair } from '@fanlane/contracts/chat';
import { PHONE } from '../support/phone.ts';
import {
  apiPost,
  DEMO_FAN,
  fullPageShot,
  loginThroughApi,
  shot,
  signInThroughApi,
  signInWithPassword,
  startSignedIn,
} from '../support/auth.ts';

const bubblesOf = (page: Page) => page.getByTestId('chat-message');

test('on a phone the app signs in and shows the bottom tab bar', async ({ page }) => {
  await page.goto('/login');
  await shot(page, 'login-mobile', { fullPage: true });
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('tab-nav-home')).toBeVisible();
  await shot(page, 'home-mobile', { fullPage: true });
  await page.goto('/settings/profile');
  await expect(page.getByTestId('profile-display-name')).toHaveValue('Demo Fan');
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, 'settings-profile-mobile', { fullPage: true });
});

test('on a phone a fan reads the feed and a creator page, and a creator writes a post', async ({ page, browser }) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await fullPageShot(page, 'feed-mobile');
  await page.goto('/lunavale');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await fullPageShot(page, 'creator-page-mobile');

  const creator = await browser.newPage(PHONE);
  await creator.goto('/login');
  await signInWithPassword(creator, 'creator@demo.fanlane.local', DEMO_FAN.password);
  await expect(creator).toHaveURL(/\/home$/);
  await creator.goto('/createPost');
  await creator.getByTestId('composer-text').fill('Sunrise tomorrow at 6, who is coming?');
  await creator.getByTestId('visibility-followers').click();
  await expect(creator.getByTestId('composer-submit')).toBeEnabled();
  await shot(creator, 'composer-mobile', { fullPage: true });
});

test('on a phone the money pages fit: wallet, card top-up, subscribe, tiers and revenue', async ({ page, browser }) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('balance-chip').first()).toBeVisible();
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-page')).toBeVisible();
  await fullPageShot(page, 'wallet-mobile');
  await page.goto('/topUp/kodo?amount=1000');
  await expect(page.getByTestId('fee-total')).toContainText('$10.50');
  await fullPageShot(page, 'top-up-mobile');
  await page.goto('/lunavale');
  await page.getByTestId('creator-subscribe').click();
  await expect(page.getByTestId('subscribe-modal')).toContainText('Inner circle');
  await fullPageShot(page, 'subscribe-modal-mobile');
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  const creator = await browser.newPage(PHONE);
  await creator.goto('/login');
  await signInWithPassword(creator, 'luna@demo.fanlane.local', DEMO_FAN.password);
  await expect(creator).toHaveURL(/\/home$/);
  await creator.goto('/settings/subscription');
  await expect(creator.getByTestId('tiers-active')).toContainText('Supporter');
  await fullPageShot(creator, 'tiers-settings-mobile');
  await creator.goto('/statistics');
  await expect(creator.getByTestId('revenue-summary')).toBeVisible();
  await expect(creator.getByTestId('statistics-earnings-chart').locator('.recharts-wrapper')).toBeVisible();
  await fullPageShot(creator, 'revenue-mobile');
  expect(await creator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    creator.viewportSize()!.width,
  );
});

test('on a phone a creator reaches Statistics from the avatar menu and from the home shortcuts', async ({ page }) => {
  await signInThroughApi(page, { email: 'creator@demo.fanlane.local', password: DEMO_FAN.password });
  await page.goto('/home');

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('menu-statistics')).toBeVisible();
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, 'newcomer-mobile-avatar-menu');
  await page.getByTestId('menu-statistics').click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByTestId('revenue-summary')).toBeVisible();
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, 'newcomer-mobile-statistics', { fullPage: true });

  await page.getByTestId('tab-nav-home').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('feed-statistics').click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByTestId('revenue-summary')).toBeVisible();
});

test('on a phone the chat list and a conversation are separate screens, with a back button between them', async ({
  page,
}) => {
  const login = await loginThroughApi(page.request, DEMO_FAN);
  await startSignedIn(page, login);
  const pair = await apiPost<TChatPair>(page.request, PATHS.chatPairOpen, { addressOrDomain: 'lunavale' }, login.token);
  await apiPost(
    page.request,
    PATHS.chatSend,
    { privateChatId: pair.privateChatId, text: 'Hello from my phone' },
    login.token,
  );

  await page.goto('/chats');
  await expect(page.getByTestId('chat-board-pane')).toBeVisible();
  await expect(page.getByTestId('chat-detail-pane')).toBeHidden();
  await page.getByTestId('chat-board-line').filter({ hasText: 'Hello from my phone' }).click();
  await expect(page.getByTestId('chat-board-pane')).toBeHidden();
  await expect(bubblesOf(page).last()).toContainText('Hello from my phone');
  // The composer stays on screen above the tab bar, and nothing floats over it.
  await expect(page.getByTestId('chat-input')).toBeInViewport();
  await expect(page.getByTestId('support-button')).toHaveCount(0);
  await shot(page, 'chat-conversation-mobile');
  await page.getByTestId('chat-back').click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByTestId('chat-board-pane')).toBeVisible();
  await shot(page, 'chat-board-mobile');
});
