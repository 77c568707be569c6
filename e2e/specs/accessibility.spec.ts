import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { DEMO_FAN, signInThroughApi } from '../support/auth.ts';

/** axe over the page as shown: each serious or critical violation, one line with where it was found. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} [${n.failureSummary} :: ${n.html.slice(0, 200)}]`);
      return `${path}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help}; at ${where.join(' | ')}`;
    });
}

test('the main pages have no serious or critical accessibility violation (axe)', async ({ page }) => {
  test.setTimeout(300_000);
  const found: string[] = [];

  // What an anonymous visitor opens.
  await page.goto('/democreator');
  await expect(page.getByText('Demo Creator').first()).toBeVisible();
  found.push(...(await seriousViolations(page, '/democreator')));
  const postId = await page.getByTestId('post-card').first().getAttribute('data-post-id');
  expect(postId, 'a post of the demo creator').toBeTruthy();
  for (const path of [
    '/',
    '/login',
    '/becomeCreatorIntro',
    '/discover',
    '/discover?category=photography',
    `/democreator/${postId}`,
  ]) {
    await page.goto(path);
    found.push(...(await seriousViolations(page, path)));
  }

  // What a signed-in fan opens.
  await signInThroughApi(page, DEMO_FAN);
  for (const path of ['/home', '/discover', '/wallet', '/subscriptions', '/payments', '/settings/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === path);
    found.push(...(await seriousViolations(page, path)));
  }

  expect(found, found.join('\n')).toEqual([]);
});
