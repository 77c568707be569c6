import { expect, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { dismissLoginDialogs, finishOnboarding, signInWithPassword, signUpThroughForm } from './auth.ts';

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
  await admin.goto('/login');
  await signInWithPassword(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await dismissLoginDialogs(admin);
  await admin.getByTestId('nav-admin').first().click();
  await expect(admin.getByTestId(`admin-row-${domain}`)).toBeVisible();
  await beforeApprove?.(admin);
  await admin.getByTestId(`admin-approve-${domain}`).click();
  await expect(admin.getByTestId(`admin-row-${domain}`)).toHaveCount(0);
  await admin.close();
}

/** A new account signs up, applies with a fresh domain, and the admin approves it. */
export async function becomeApprovedCreator(browser: Browser, displayName: string) {
  const domain = `maker${Date.now().toString(36)}`;
  const page = await browser.newPage();
  await page.goto('/signup');
  await signUpThroughForm(page, uniqueEmail('maker'));
  await finishOnboarding(page);
  await page.goto('/becomeCreatorApply');
  await page.getByTestId('apply-domain').fill(domain);
  await expect(page.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'available');
  await completeApplication(page, displayName);
  await submitApplication(page);
  await approveAsAdmin(browser, domain);
  await page.reload();
  await expect(page.getByTestId('status-approved')).toBeVisible();
  return { page, domain };
}
