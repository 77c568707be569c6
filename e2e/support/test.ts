import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, plus one thing: a browser a test opened for itself (`browser.newPage()`,
 * `browser.newContext()`: a second person, a phone, a permission) is closed when the test ends,
 * whether or not the test closed it. One left open kept its page running, with its polling and
 * its socket, for every later test of the worker, and Playwright's failure screenshots and page
 * snapshot of a later test showed it in place of that test's own page. The worker's shared context
 * (`reuseContext`) is no longer the test's by then (Playwright hands it back before this runs) and
 * is left alone. Every spec takes `test` from here; ESLint holds them to it.
 */
export const test = base.extend<{ closeOwnBrowsers: void }>({
  closeOwnBrowsers: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
