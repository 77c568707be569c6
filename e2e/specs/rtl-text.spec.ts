import { expect, test } from '../support/test.ts';
import type { Locator } from '@playwright/test';
import { shot } from '../support/auth.ts';

/** Issue 12, item 10: in Arabic, what people typed keeps its own direction and the phone header fits. */

// A phone (Pixel 7's screen) with an Arabic browser: the app starts in Arabic, as it detects.
test.use({ locale: 'ar', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

/** Whether the element's first character is drawn left of its last, i.e. the text reads left to right. */
async function readsLeftToRight(element: Locator) {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let next = walker.nextNode(); next; next = walker.nextNode()) {
      if ((next as Text).length > 0) texts.push(next as Text);
    }
    const first = texts[0];
    const last = texts[texts.length - 1];
    if (!first || !last) return false;
    const leftOf = (text: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().left;
    };
    return leftOf(first, 0) < leftOf(last, last.length - 1);
  });
}

test('the creator page in Arabic shows the handle as @democreator and an English bio with its full stop at the end', async ({
  page,
}) => {
  await page.goto('/democreator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const handle = page.getByTestId('creator-handle');
  await expect(handle).toHaveText('@democreator');
  // Inside an isolate of its own direction, so the @ is drawn first, on the left.
  expect(await handle.evaluate((el) => el.tagName)).toBe('BDI');
  await expect(handle).toHaveAttribute('dir', 'ltr');
  expect(await readsLeftToRight(handle)).toBe(true);

  const bio = page.getByTestId('creator-bio');
  await expect(bio).toHaveAttribute('dir', 'auto');
  await expect(bio).toHaveText(/\.$/);
  expect(await readsLeftToRight(bio)).toBe(true);

  // The phone header's Sign in button stays on one line and inside the screen.
  const signIn = page.getByTestId('topbar-sign-in');
  await expect(signIn).toBeVisible();
  const box = await signIn.boundingBox();
  // The lines its label is laid out on: one, whatever the button's own padding.
  const lines = await signIn.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  });
  expect(lines).toBe(1);
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(412);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, 'names-rtl-creator-phone');
  await shot(page, 'creator-arabic-phone', { fullPage: true });
});
