import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage, TChatPair } from '@fanlane/contracts/chat';
import type { TUploadResult } from '@fanlane/contracts/post';
import { apiPost, shot, signInThroughApi, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { approvedCreatorThroughApi, DEMO_ADMIN } from '../support/creator.ts';
import { photo } from '../support/media.ts';
import { fundThroughSandbox } from '../support/money.ts';

/** A new fan on a page of their own, signed in; their token for API calls. */
async function newFan(page: Page, label: string) {
  const { login } = await signUpThroughApi(page.request, label);
  await startSignedIn(page, login);
  return login;
}

const bubbles = (page: Page) => page.getByTestId('chat-message');

test('a fan and a creator chat live: typing, the message, the read ticks, the answer', async ({
  page: fan,
  browser,
}) => {
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Live Lena');
  const fanLogin = await newFan(fan, 'chatter');
  const pair = await apiPost<TChatPair>(fan.request, PATHS.chatPairOpen, { addressOrDomain: domain }, fanLogin.token);

  await fan.goto(`/chats/chat/${pair.privateChatId}`);
  await creator.goto('/chats');
  await expect(fan.getByTestId('chat-header')).toContainText('Live Lena');

  // The fan types: the creator sees it on the board's conversation as soon as it exists.
  await fan.getByTestId('chat-input').fill('Hi Lena! Loved your last set.');
  await fan.getByTestId('chat-input').press('Enter');
  await expect(bubbles(fan).last()).toContainText('Loved your last set');
  const line = creator.getByTestId('chat-board-line').first();
  await expect(line).toContainText('Loved your last set');
  await expect(line.getByTestId('chat-board-unread')).toHaveText('1');
  await line.click();
  await expect(creator).toHaveURL(new RegExp(`/chats/chat/${pair.privateChatId}`));
  await expect(bubbles(creator).last()).toContainText('Loved your last set');
  // The creator read it: the fan's message shows two ticks.
  await expect(bubbles(fan).last().getByTestId('chat-ticks-read')).toBeVisible();

  // The creator types: the fan sees "typing…", then the answer.
  await creator.getByTestId('chat-input').pressSequentially('Thank', { delay: 30 });
  await expect(fan.getByTestId('chat-typing')).toBeVisible();
  await creator.getByTestId('chat-input').pressSequentially(' you, Tom!', { delay: 10 });
  await creator.getByTestId('chat-send').click();
  await expect(bubbles(fan).last()).toContainText('Thank you, Tom!');
  await expect(bubbles(fan).last()).toHaveAttribute('data-own', 'false');
  await shot(fan, 'chat-fan-conversation');
  await shot(creator, 'chat-creator-conversation');
  await creator.close();
});

test('a creator sells a photo in a message; the fan unlocks it and sees the original', async ({
  page: fan,
  browser,
}) => {
  const { page: creator, domain, login: creatorLogin } = await approvedCreatorThroughApi(browser, 'Paid Pia');
  const fanLogin = await newFan(fan, 'buyer');
  await fundThroughSandbox(fan.request, fanLogin.token, 2_000);
  const pair = await apiPost<TChatPair>(fan.request, PATHS.chatPairOpen, { addressOrDomain: domain }, fanLogin.token);
  await apiPost(
    fan.request,
    PATHS.chatSend,
    { privateChatId: pair.privateChatId, text: 'Anything new?' },
    fanLogin.token,
  );

  // The creator uploads a photo and sells it in the conversation for $4.99.
  const uploaded = await creator.request.post(PATHS.mediaUpload, {
    headers: { authorization: `Bearer ${creatorLogin.token}`, 'user-type': 'SELLER', 'shop-domain': domain },
    multipart: { file: { name: 'set.jpg', mimeType: 'image/jpeg', buffer: await photo('SET') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const mediaId = ((await uploaded.json()) as { data: TUploadResult }).data.items[0]!.id;
  await apiPost<TChatMessage>(
    creator.request,
    PATHS.chatSend,
    { privateChatId: pair.privateChatId, text: 'A new set, just for you', mediaIds: [mediaId], priceCents: '499' },
    creatorLogin.token,
  );

  await fan.goto(`/chats/chat/${pair.privateChatId}`);
  const offer = bubbles(fan).last();
  await expect(offer.getByTestId('chat-media-locked')).toBeVisible();
  await expect(offer.getByTestId('chat-unlock')).toContainText('$4.99');
  await shot(fan, 'chat-paid-locked');
  await offer.getByTestId('chat-unlock').click();
  await expect(fan.getByTestId('chat-unlock-price')).toHaveText('$4.99');
  await fan.getByTestId('chat-unlock-pay').click();
  const original = offer.getByTestId('chat-media-image');
  await expect(original).toBeVisible();
  await expect(original).toHaveAttribute('src', /\/lg\?/);
  // The picture itself loads (a bound link, opened with the fan's media key cookie).
  await expect
    .poll(() => original.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await shot(fan, 'chat-paid-unlocked');
  await creator.close();
});

test('a creator sends a mass message to followers; a fan gets it, and the statistics count it delivered and read', async ({
  page: fan,
  browser,
}) => {
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Mass Mia');
  const fanLogin = await newFan(fan, 'follower');
  await apiPost(fan.request, PATHS.followOperate, { addressOrDomain: domain, follow: true }, fanLogin.token);

  await creator.goto('/chats/newChatsSend');
  await creator.getByTestId('mass-audience-followers').click();
  await expect(creator.getByTestId('mass-count')).toContainText('1');
  await creator.getByTestId('mass-text').fill('New set drops Friday: followers see it first.');
  await shot(creator, 'chat-mass-composer');
  await creator.getByTestId('mass-review').click();
  await expect(creator.getByTestId('mass-confirm-count')).toContainText('1');
  await creator.getByTestId('confirm-action').click();

  await expect(creator).toHaveURL(/\/massMessagesStatistics$/);
  const row = creator.getByTestId('mass-row').first();
  await expect(row.getByTestId('mass-preview')).toContainText('New set drops Friday');
  await expect(row.getByTestId('mass-recipients')).toHaveText('1');

  // The fan finds it on the board and reads it.
  await fan.goto('/chats');
  const line = fan.getByTestId('chat-board-line').first();
  await expect(line).toContainText('New set drops Friday');
  await line.click();
  await expect(bubbles(fan).last()).toContainText('New set drops Friday');

  // The statistics, read again, count the copy delivered and read.
  await expect(async () => {
    await creator.reload();
    await expect(row.getByTestId('mass-delivered')).toHaveText('1', { timeout: 1_000 });
    await expect(row.getByTestId('mass-read')).toContainText('1', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(creator.getByTestId('startup-overlay')).toBeHidden();
  await shot(creator, 'chat-mass-statistics');
  await creator.close();
});

test('the support button opens the support conversation, and an admin answers it from /admin/support', async ({
  page: fan,
  browser,
}) => {
  await newFan(fan, 'needshelp');
  await fan.goto('/home');
  await fan.getByTestId('support-button').click();
  await expect(fan).toHaveURL(/\/chats\/chat\/[^/?]+\?privateChatId=[^&]+&address=/);
  await expect(fan.getByTestId('chat-header')).toContainText('Support');
  // The chat's own pages have their own way to support: no floating button over the composer.
  await expect(fan.getByTestId('support-button')).toHaveCount(0);
  await fan.getByTestId('chat-input').fill('My top-up has not arrived, can you check?');
  await fan.getByTestId('chat-send').click();
  await expect(bubbles(fan).last()).toContainText('top-up has not arrived');

  const admin = await browser.newPage();
  await signInThroughApi(admin, DEMO_ADMIN);
  await admin.goto('/admin/support');
  const line = admin.getByTestId('chat-board-line').filter({ hasText: 'top-up has not arrived' });
  await expect(line).toBeVisible({ timeout: 20_000 });
  await line.click();
  await expect(admin.getByTestId('support-conversation')).toBeVisible();
  await admin.getByTestId('chat-input').fill('Checking now: it is confirmed and on your wallet.');
  await admin.getByTestId('chat-send').click();
  await shot(admin, 'chat-admin-support');

  // The answer reaches the fan live, from the support account.
  await expect(bubbles(fan).last()).toContainText('on your wallet');
  await expect(bubbles(fan).last()).toHaveAttribute('data-own', 'false');
  await shot(fan, 'chat-support-fan');
  await admin.close();
});

test('the AI bot answers through the OpenAI-protocol server, streamed and marked AI', async ({ page: fan }) => {
  await newFan(fan, 'curious');
  await fan.goto('/chats/AiChatsbot');
  await expect(fan.getByTestId('chat-ai-allowance')).toBeVisible();
  await fan.getByTestId('chat-input').fill('What can I do here?');
  await fan.getByTestId('chat-input').press('Enter');
  const answer = bubbles(fan)
    .filter({ has: fan.getByTestId('chat-ai') })
    .last();
  // DEFAULT_REPLY of apps/server/test/openai-test-server.ts, which the e2e server asks.
  await expect(answer).toContainText('Hello from the test model.');
  await expect(answer).toHaveAttribute('data-own', 'false');
  // One reply fewer left today, and the answer, read as it shows, leaves nothing unread.
  await expect(fan.getByTestId('chat-ai-allowance')).toContainText('49');
  await expect(fan.getByTestId('nav-messages').getByTestId('count-badge')).toHaveCount(0);
  await shot(fan, 'chat-ai-bot');
});

test('a creator keeps a saved list of fans and sends a mass message to it', async ({ page: fan, browser }) => {
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Lister Liv');
  const fanLogin = await newFan(fan, 'vip');
  await apiPost(fan.request, PATHS.followOperate, { addressOrDomain: domain, follow: true }, fanLogin.token);

  await creator.goto('/chats/lists');
  await creator.getByTestId('fan-list-create-name').fill('VIP');
  await creator.getByTestId('fan-list-create-submit').click();
  const line = creator.getByTestId('fan-list').filter({ hasText: 'VIP' });
  await expect(line.getByTestId('fan-list-count')).toContainText('0');
  await line.getByTestId('fan-list-open').click();

  // The follower is among the fans to add; added, they are a member.
  const candidate = creator.getByTestId('fan-list-candidate');
  await expect(candidate).toHaveCount(1);
  await candidate.getByTestId('fan-list-add').click();
  await expect(creator.getByTestId('fan-list-member')).toHaveCount(1);
  await creator.setViewportSize({ width: 412, height: 839 });
  await shot(creator, 'chat-fan-list-mobile');
  await creator.setViewportSize({ width: 1280, height: 800 });

  await creator.goto('/chats/newChatsSend');
  await creator.getByTestId('mass-audience-list').click();
  await creator.getByTestId('mass-list').selectOption({ label: 'VIP' });
  await expect(creator.getByTestId('mass-count')).toContainText('1');
  await creator.getByTestId('mass-text').fill('Only for my VIPs: a preview of Friday.');
  await creator.getByTestId('mass-review').click();
  await creator.getByTestId('confirm-action').click();
  await expect(creator).toHaveURL(/\/massMessagesStatistics$/);
  await expect(creator.getByTestId('mass-row').first().getByTestId('mass-audience')).toContainText('VIP');

  await fan.goto('/chats');
  await expect(fan.getByTestId('chat-board-line').first()).toContainText('Only for my VIPs');
  await creator.close();
});
