import { expect, test, type Page } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage, TChatPair } from '@fanlane/contracts/chat';
import type { TUploadResult } from '@fanlane/contracts/post';
import { apiPost, shot, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { approvedCreatorThroughApi } from '../support/creator.ts';
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
  test.setTimeout(90_000);
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
  test.setTimeout(120_000);
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
