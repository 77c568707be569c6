import { expect, test } from '../support/test.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { DEMO_FAN, finishOnboarding, shot, signInThroughApi, signUpThroughForm } from '../support/auth.ts';
import { approveAsAdmin, completeApplication, submitApplication } from '../support/creator.ts';

test('a fan applies to become a creator, an admin approves, and the new creator page is live', async ({ browser }) => {
  const email = uniqueEmail('maker');
  const password = 'open-sesame-42';
  const domain = `maker${Date.now().toString(36)}`;

  const applicant = await browser.newPage();
  await applicant.goto('/signup');
  await signUpThroughForm(applicant, email, password);
  await finishOnboarding(applicant);

  await applicant.goto('/becomeCreatorIntro');
  await shot(applicant, 'become-creator-intro', { fullPage: true });
  await applicant.getByTestId('intro-start').click();
  await expect(applicant).toHaveURL(/\/becomeCreatorApply$/);

  await applicant.getByTestId('apply-domain').fill('home');
  await expect(applicant.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'reserved');
  await applicant.getByTestId('apply-domain').fill('democreator');
  await expect(applicant.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'taken');
  await applicant.getByTestId('apply-domain').fill(domain);
  await expect(applicant.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'available');
  await completeApplication(applicant, 'Maker Studio');
  await shot(applicant, 'become-creator-apply', { fullPage: true });
  await submitApplication(applicant);

  await approveAsAdmin(browser, domain, (admin) => shot(admin, 'admin-review', { fullPage: true }));

  await applicant.reload();
  await expect(applicant.getByTestId('status-approved')).toBeVisible();
  await applicant.goto(`/${domain}`);
  await expect(applicant.getByText('Maker Studio').first()).toBeVisible();
});

test('a fan cannot open the admin area', async ({ page }) => {
  await signInThroughApi(page, DEMO_FAN);
  await page.goto('/home');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('nav-admin')).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
});
