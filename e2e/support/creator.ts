import { expect, type Browser, type Page } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TSubmission } from '@fanlane/contracts/creator';
import { apiPost, loginThroughApi, signInThroughApi, signUpThroughApi, startSignedIn } from './auth.ts';

export const DEMO_ADMIN = { email: 'admin@demo.fanlane.local', password: 'demo-pass-2026' };

/** Fills the rest of the application (the domain is already typed and available) and submits it. */
export async function completeApplication(page: Page, displayName: string) {
  await page.getByTestId('apply-display-name').fill(displayName);
  await page.getByTestId('apply-category-art').click();
  await page.getByTestId('apply-country').selectOption('FR');
  await page.getByTestId('apply-dob').fill('1990-04-12');
  await page.getByTestId('apply-agree').check();
}

export async function submitApplication(page: Page) {
  await page.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(/\/becomeCreator$/);
  await expect(page.getByTestId('status-submitted')).toBeVisible();
}

/** The demo admin approves the application for `domain` in the /admin review. */
export async function approveAsAdmin(browser: Browser, domain: string, beforeApprove?: (admin: Page) => Promise<void>) {
  const admin = await browser.newPage();
  await signInThroughApi(admin, DEMO_ADMIN);
  await admin.goto('/home');
  await admin.getByTestId('nav-admin').first().click();
  await expect(admin.getByTestId(`admin-row-${domain}`)).toBeVisible();
  await beforeApprove?.(admin);
  await admin.getByTestId(`admin-approve-${domain}`).click();
  await expect(admin.getByTestId(`admin-row-${domain}`)).toHaveCount(0);
  await admin.close();
}

/**
 * A new creator, made through the API: sign-up with the mailed code, an application, the demo
 * admin's approval. For tests whose subject is what a creator does next; become-creator.spec walks
 * the same path through the pages. The returned page opens signed in as the creator.
 */
export async function approvedCreatorThroughApi(browser: Browser, displayName: string) {
  const domain = `maker${Date.now().toString(36)}`;
  const page = await browser.newPage();
  const { request } = page;
  const { account, login: applicant } = await signUpThroughApi(request, 'maker');
  const submission = await apiPost<TSubmission>(
    request,
    PATHS.creatorSubmit,
    {
      submit: true,
      creatorDomain: domain,
      displayName,
      categories: ['art'],
      socialLinks: [],
      country: 'FR',
      dateOfBirth: '1990-04-12',
      agreed: true,
    },
    applicant.token,
  );
  const admin = await loginThroughApi(request, DEMO_ADMIN);
  await apiPost(request, PATHS.adminSubmissionApprove, { id: submission.id }, admin.token);
  const login = await loginThroughApi(request, account);
  await startSignedIn(page, login);
  return { page, domain, account, login };
}
