import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { DEMO_FAN, fullPageShot, shot, signInThroughApi } from '../support/auth.ts';
import { approvedCreatorThroughApi } from '../support/creator.ts';
import { attachToComposer, clip, photo } from '../support/media.ts';

/** The browser's local time `ms` from now, as a datetime-local value with seconds. */
const localInputIn = (page: Page, ms: number) =>
  page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, ms);

test('a new creator posts a pay-per-view photo, a public video and a scheduled post; a fan sees each as they may', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Lens Studio');

  // A pay-per-view photo, $4.99.
  await creator.goto('/createPost');
  await creator.getByTestId('composer-text').fill('Golden hour, the full set');
  await attachToComposer(creator, [{ name: 'golden.jpg', mimeType: 'image/jpeg', buffer: await photo('Golden hour') }]);
  await creator.getByTestId('visibility-ppv').click();
  await creator.getByTestId('composer-price').fill('4.99');
  await shot(creator, 'composer-desktop');
  await creator.getByTestId('composer-submit').click();
  await expect(creator).toHaveURL(new RegExp(`/${domain}/[0-9a-f-]{36}$`));

  // A public video.
  await creator.goto('/createPost');
  await creator.getByTestId('composer-text').fill('Behind the scenes, in motion');
  await attachToComposer(creator, [{ name: 'scenes.mp4', mimeType: 'video/mp4', buffer: clip() }]);
  await creator.getByTestId('visibility-public').click();
  await creator.getByTestId('composer-submit').click();
  await expect(creator).toHaveURL(new RegExp(`/${domain}/[0-9a-f-]{36}$`));

  // A post scheduled a little ahead waits in the queue.
  await creator.goto('/createPost');
  await creator.getByTestId('composer-text').fill('Fresh from the queue');
  await creator.getByTestId('composer-schedule').click();
  await creator.getByTestId('composer-publish-at').fill(await localInputIn(creator, 25_000));
  await creator.getByTestId('composer-submit').click();
  await expect(creator).toHaveURL(/\/queue$/);
  await expect(creator.getByText('Fresh from the queue')).toBeVisible();

  // A fan: the photo is locked and blurred, the video plays.
  const fan = await browser.newPage();
  await signInThroughApi(fan, DEMO_FAN);
  await fan.goto(`/${domain}`);
  const ppv = fan.getByTestId('post-card').filter({ hasText: 'Golden hour, the full set' });
  await expect(ppv.getByTestId('media-locked-thumb')).toBeVisible();
  await expect(ppv.getByTestId('media-image')).toHaveCount(0);
  await expect(ppv).toContainText('$4.99');
  const blurred = await ppv.getByTestId('media-locked-thumb').getAttribute('src');
  expect(blurred).toMatch(/\/media-file\/[0-9a-f-]{36}\/blur-\d+\?exp=\d+&sig=/);
  const preview = await fan.request.get(blurred!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/webp');
  // The signature covers the variant: asking for the original with it is refused.
  expect((await fan.request.get(blurred!.replace(/\/blur-\d+\?/, '/lg?'))).status()).toBe(403);

  const video = fan
    .getByTestId('post-card')
    .filter({ hasText: 'Behind the scenes, in motion' })
    .getByTestId('media-video');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);
  await fullPageShot(fan, 'creator-page-fan-desktop');

  // The scheduled post shows up on its own once its time has come.
  await expect(async () => {
    await fan.reload();
    await expect(fan.getByText('Fresh from the queue')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });

  // Following puts the creator's posts in the fan's feed.
  await fan.getByTestId('creator-follow').click();
  await expect(fan.getByTestId('creator-follow')).toHaveAttribute('data-following', 'true');
  await fan.goto('/home');
  await expect(fan.getByTestId('post-card').filter({ hasText: 'Fresh from the queue' })).toBeVisible();
  await fullPageShot(fan, 'feed-desktop');
});
