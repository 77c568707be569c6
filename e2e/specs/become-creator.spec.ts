import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/outbox.ts';
import { dismissLoginDialogs, finishOnboarding, screenshotPath, signInWithPassword, signUpThroughForm } from '../support/auth.ts';

const DEMO_ADMIN = { email: 'admin@demo.fanlane.local', password: 'demo-pass-2026' };

test('a fan applies to become a creator, an admin approves, and the new creator page is live', async ({ browser }) => {
  const email = uniqueEmail('maker');
  const password = 'open-sesame-42';
  const domain = `maker${Date.now().toString(36)}`;

  const applicant = await browser.newPage();
  await applicant.goto('/signup');
  await signUpThroughForm(applicant, email, password);
  await finishOnboarding(applicant);

  await applicant.goto('/becomeCreatorIntro');
  await applicant.screenshot({ path: screenshotPath('become-creator-intro'), fullPage: true });
  await applicant.getByTestId('intro-start').click();
  await expect(applicant).toHaveURL(/\/becomeCreatorApply$/);

  await applicant.getByTestId('apply-domain').fill('home');
  await expect(applicant.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'reserved');
  await applicant.getByTestId('apply-domain').fill('democreator');
  await expect(applicant.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'taken');
  await applicant.getByTestId('apply-domain').fill(domain);
  await expect(applicant.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'available');
  await applicant.getByTestId('apply-display-name').fill('Maker Studio');
  await applicant.getByTestId('apply-category-art').click();
  await applicant.getByTestId('apply-country').selectOption('FR');
  await applicant.getByTestId('apply-dob').fill('1990-04-12');
  await applicant.getByTestId('apply-agree').check();
  await applicant.screenshot({ path: screenshotPath('become-creator-apply'), fullPage: true });
  await applicant.getByTestId('apply-submit').click();
  await expect(applicant).toHaveURL(/\/becomeCreator$/);
  await expect(applicant.getByTestId('status-submitted')).toBeVisible();

  const admin = await browser.newPage();
  await admin.goto('/login');
  await signInWithPassword(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await dismissLoginDialogs(admin);
  await admin.getByTestId('nav-admin').first().click();
  await expect(admin.getByTestId(`admin-row-${domain}`)).toBeVisible();
  await admin.screenshot({ path: screenshotPath('admin-review'), fullPage: true });
  await admin.getByTestId(`admin-approve-${domain}`).click();
  await expect(admin.getByTestId(`admin-row-${domain}`)).toHaveCount(0);

  await applicant.reload();
  await expect(applicant.getByTestId('status-approved')).toBeVisible();
  await applicant.goto(`/${domain}`);
  await expect(applicant.getByText('Maker Studio').first()).toBeVisible();
});

test('a fan cannot open the admin area', async ({ page }) => {
  await page.goto('/login');
  await signInWithPassword(page, 'fan@demo.fanlane.local', 'demo-pass-2026');
  await dismissLoginDialogs(page);
  await expect(page.getByTestId('nav-admin')).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
});
