import { expect, test } from '../support/test.ts';
import { PATHS } from '@fanlane/contracts/api-paths';
import { shot } from '../support/auth.ts';
import { approvedCreatorThroughApi } from '../support/creator.ts';

test('a creator makes a tracking link, a visitor opens it, and the click shows on /settings/tracking', async ({
  browser,
}) => {
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Link Maker');
  await creator.goto('/settings/tracking');
  await expect(creator.getByTestId('settings-tracking')).toBeVisible();
  await creator.getByTestId('tracking-link-new').click();
  await creator.getByTestId('tracking-link-name').fill('Instagram bio');
  await creator.getByTestId('tracking-link-save').click();

  const card = creator.getByTestId('tracking-link-list').locator('li').first();
  await expect(card).toContainText('Instagram bio');
  const url = (await card.locator('[data-testid$="-url"]').textContent()) ?? '';
  expect(url).toMatch(new RegExp(`/${domain}\\?promotionTag=[A-Za-z0-9]{10}$`));
  const code = new URL(url).searchParams.get('promotionTag')!;
  await expect(creator.getByTestId(`tracking-link-${code}-figures-clicks`)).toHaveText('0');

  // A visitor, signed out, in a browser of their own: the creator's page opens and the click is registered.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const registered = visitor.waitForResponse((res) => new URL(res.url()).pathname === PATHS.promotionTagUse);
  await visitor.goto(url);
  await expect(visitor.getByTestId('creator-page')).toBeVisible();
  expect(await (await registered).json()).toMatchObject({ data: { counted: true } });
  await visitorContext.close();

  await creator.reload();
  await expect(creator.getByTestId(`tracking-link-${code}-figures-clicks`)).toHaveText('1');
  await expect(creator.getByTestId('tracking-totals-clicks')).toHaveText('1');
  await expect(creator.getByTestId(`tracking-link-${code}-chart`).getByRole('img')).toHaveAccessibleName(/1 in total/);
  await shot(creator, 'tracking-links-desktop', { fullPage: true });
  await creator.setViewportSize({ width: 390, height: 844 });
  await shot(creator, 'tracking-links-phone', { fullPage: true });
  await creator.close();
});
