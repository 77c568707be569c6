/** Identity verification through the pages: the applicant's /kyc steps, and the demo admin's review on /admin/kyc. */
import { expect, type Browser, type Page } from '@playwright/test';
import { loginThroughApi, shot, startSignedIn } from './auth.ts';
import { DEMO_ADMIN } from './creator.ts';
import { photo } from './media.ts';

/** Fills /kyc with an ID card (front and back) and a selfie, and sends it. */
export async function sendKycThroughPage(page: Page, legalName: string, screenshots = false) {
  await page.goto('/kyc');
  await page.getByTestId('kyc-legal-name').fill(legalName);
  await page.getByTestId('kyc-date-of-birth').fill('1990-04-12');
  await page.getByTestId('kyc-country').selectOption('FR');
  await page.getByTestId('kyc-type-id_card').check();
  if (screenshots) await shot(page, 'kyc-details');
  await page.getByTestId('kyc-next-details').click();
  const file = async (label: string) => ({ name: `${label}.jpg`, mimeType: 'image/jpeg', buffer: await photo(label) });
  await page.getByTestId('kyc-front').setInputFiles(await file('FRONT'));
  await page.getByTestId('kyc-back').setInputFiles(await file('BACK'));
  await expect(page.getByTestId('kyc-back-preview')).toBeVisible();
  if (screenshots) await shot(page, 'kyc-document');
  await page.getByTestId('kyc-next-document').click();
  await page.getByTestId('kyc-selfie').setInputFiles(await file('SELFIE'));
  await page.getByTestId('kyc-next-selfie').click();
  await expect(page.getByTestId('kyc-review')).toContainText(legalName);
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-state-submitted')).toBeVisible();
}

/** The demo admin opens the application of `domain` on /admin/kyc, looks at its front, and approves it. */
export async function approveKycAsAdmin(browser: Browser, domain: string, screenshots = false) {
  const admin = await browser.newPage();
  await startSignedIn(admin, await loginThroughApi(admin.request, DEMO_ADMIN));
  await admin.goto('/admin/kyc');
  const card = admin.getByTestId(`admin-kyc-application-${domain}`);
  await expect(card).toBeVisible();
  await card.getByTestId('kyc-doc-open-front').click();
  await expect(card.getByTestId('kyc-doc-image-front')).toBeVisible();
  await expect
    .poll(() => card.getByTestId('kyc-doc-image-front').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  if (screenshots) await shot(admin, 'admin-kyc-queue');
  await card.getByTestId(`admin-kyc-approve-${domain}`).click();
  await expect(card).toHaveCount(0);
  await admin.close();
}
