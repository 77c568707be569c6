import { devices } from '@playwright/test';

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

/**
 * A Pixel 7's viewport, touch and user agent, in the configured Chromium. Its pixels are drawn at
 * 1x, not the phone's 2.625x: the CSS layout under test is the same, and Chromium no longer rasters
 * seven times the pixels (docs/benchmarks.md, "Test suite").
 */
export const PHONE = { ...pixel7, deviceScaleFactor: 1 };
