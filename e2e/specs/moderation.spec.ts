/**
 * Moderation (docs/moderation.md): a fan reports a post, a moderator removes it from the reports
 * queue, its author appeals on /appeal, an admin lifts the removal and both sides see the outcome;
 * a user a moderator restricts in /admin/users gets the global alert with SUPPORT when they act.
 */
import { expect, test } from '../support/test.ts';
import type { APIRequestContext } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost } from '@fanlane/contracts/post';
import { PHONE } from '../support/phone.ts';
import { shot, signInThroughApi, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { approvedCreatorThroughApi, DEMO_ADMIN } from '../support/creator.ts';

const DEMO_MODERATOR = { email: 'moderator@demo.fanlane.local', password: 'demo-pass-2026' };

async function publicPostAs(request: APIRequestContext, token: string, domain: string, text: string): Promise<TPost> {
  const res = await request.post(PATHS.postCreate, {
    data: { text, visibility: 'public' },
    headers: { authorization: `Bearer ${token}`, 'user-type': 'SELLER', 'shop-domain': domain },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: TPost }).data;
}

test('a fan reports a post, a moderator removes it, the author appeals and an admin lifts the removal', async ({
  browser,
}) => {
  const creator = await approvedCreatorThroughApi(browser, 'Moderated Maker');
  const text = `Quote under review ${Date.now().toString(36)}`;
  const post = await publicPostAs(creator.page.request, creator.login.token, creator.domain, text);
  const postUrl = `/post?id=${post.id}`;

  // The fan reports it from the post's header.
  const fan = await browser.newPage();
  const { login: fanLogin } = await signUpThroughApi(fan.request, 'reporter');
  await startSignedIn(fan, fanLogin);
  await fan.goto(postUrl);
  await fan.getByTestId('report-post').click();
  const dialog = fan.getByTestId('report-dialog');
  await expect(dialog).toBeVisible();
  await fan.getByTestId('report-reason-hate').check();
  await fan.getByTestId('report-note').fill('Slurs in the second line');
  await shot(fan, 'moderation-report-desktop');
  await fan.getByTestId('report-submit').click();
  await expect(fan.getByTestId('report-sent')).toBeVisible();

  // The moderator removes it from the queue, with the reason the author will read.
  const moderator = await browser.newPage({ ...PHONE });
  await signInThroughApi(moderator, DEMO_MODERATOR);
  await moderator.goto('/admin/reports');
  const group = moderator.locator(`[data-testid="report-group"][data-target="${post.id}"]`);
  await expect(group).toContainText(text);
  await expect(group.getByTestId('report-count')).toContainText('1');
  await shot(moderator, 'moderation-queue-phone');
  await group.getByTestId('report-action-reason').fill('Hate speech');
  await group.getByTestId('report-remove').click();
  await expect(group).toHaveCount(0);
  await moderator.close();

  // Gone for the fan; shown to its author marked removed, with the way to appeal.
  await fan.goto(postUrl);
  await expect(fan.getByTestId('not-found')).toBeVisible();
  const author = creator.page;
  await author.goto(postUrl);
  await expect(author.getByTestId('post-removed')).toContainText('Hate speech');
  await author.getByTestId('post-removed-appeal').click();
  await expect(author).toHaveURL(/\/appeal$/);
  const item = author.locator('[data-testid="appeal-item"][data-subject="post"]').filter({ hasText: text });
  await expect(item.getByTestId('appeal-reason')).toContainText('Hate speech');
  await item.getByTestId('appeal-message').fill('It quotes a book in order to criticise it; read the whole post.');
  await item.getByTestId('appeal-submit').click();
  await expect(item.getByTestId('appeal-state')).toHaveAttribute('data-state', 'open');
  await shot(author, 'moderation-appeal-desktop');

  // The admin lifts the removal.
  const admin = await browser.newPage();
  await signInThroughApi(admin, DEMO_ADMIN);
  await admin.goto('/admin/appeals');
  const appeal = admin.locator(`[data-testid="admin-appeal"][data-subject="${post.id}"]`);
  await expect(appeal.getByTestId('admin-appeal-message')).toContainText('quotes a book');
  await shot(admin, 'moderation-appeals-desktop');
  await appeal.getByTestId('appeal-decision-note').fill('With the context it is fine.');
  await appeal.getByTestId('appeal-lift').click();
  await expect(appeal).toHaveCount(0);
  await admin.getByTestId('admin-appeals-tab-decided').click();
  await expect(
    admin.locator(`[data-testid="admin-appeal"][data-subject="${post.id}"]`).getByTestId('admin-appeal-outcome'),
  ).toHaveAttribute('data-state', 'lifted');
  await admin.close();

  // Both sides see the outcome: the author's appeal page, and the post back for the fan.
  await author.reload();
  await expect(item.getByTestId('appeal-state')).toHaveAttribute('data-state', 'lifted');
  await expect(item.getByTestId('appeal-note')).toContainText('With the context it is fine.');
  await fan.goto(postUrl);
  await expect(fan.getByTestId('post-details')).toContainText(text);
  await author.close();
  await fan.close();
});

test('a user restricted in /admin/users can still sign in and read, and acting shows the SUPPORT alert', async ({
  browser,
}) => {
  const user = await browser.newPage({ ...PHONE });
  const { account, login } = await signUpThroughApi(user.request, 'restricted');

  const moderator = await browser.newPage();
  await signInThroughApi(moderator, DEMO_MODERATOR);
  await moderator.goto('/admin/users');
  await moderator.getByTestId('admin-user-query').fill(account.email);
  await moderator.getByTestId('admin-user-search').click();
  await moderator.getByTestId('admin-user-row').first().click();
  const detail = moderator.getByTestId('admin-user-detail');
  await expect(detail).toContainText(account.email);
  await moderator.getByTestId('moderation-reason').fill('Spam links in every comment');
  await moderator.getByTestId('user-restrict').click();
  await expect(detail.getByTestId('user-status').first()).toHaveText(/Restricted/);
  await expect(moderator.getByTestId('admin-user-restriction')).toContainText('Spam links in every comment');
  await shot(moderator, 'moderation-users-desktop');
  await moderator.close();

  // Reading works; following a creator (an action) answers 1012220: the alert with SUPPORT.
  await startSignedIn(user, login);
  await user.goto('/appeal');
  await expect(user.getByTestId('appeal-account-status')).toHaveAttribute('data-status', 'restricted');
  await expect(user.getByTestId('appeal-reason')).toContainText('Spam links in every comment');
  await shot(user, 'moderation-appeal-restricted-phone');
  await user.goto('/lunavale');
  await user.getByTestId('creator-follow').first().click();
  await expect(user.getByTestId('alert-message')).toContainText(/restricted/i);
  await expect(user.getByTestId('alert-action')).toHaveText(/support/i);
  await shot(user, 'moderation-support-alert-phone');
  await user.close();
});
