import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { BrandPage } from './brand-page';

// The tests run from apps/web.
const publicDir = path.join(process.cwd(), 'public');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function open() {
  fakeApi({
    [PATHS.pageTexts]: () => ({
      data: { texts: null, facts: { feePercent: 20, holdDays: 7, cardFeeCents: 50, disputeDays: 30 } },
    }),
  });
  return renderPage([{ path: '/brand', Component: BrandPage }], '/brand');
}

/** The file a link downloads, read from apps/web/public (what the build copies to /). */
const fileOf = (href: string) => readFileSync(`${publicDir}${href}`);

describe('/brand', () => {
  it('offers every mark as files that exist, each saved under the brand name', async () => {
    open();
    await screen.findByTestId('brand-page');
    const links = screen.getAllByRole('link', { name: /^Download (SVG|PNG \d+) \(.+\)$/ });
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('download')])).toEqual([
      ['/brand/mark.svg', 'fanlane-mark.svg'],
      ['/brand/mark-512.png', 'fanlane-mark-512.png'],
      ['/brand/mark-1024.png', 'fanlane-mark-1024.png'],
      ['/brand/mark-white.svg', 'fanlane-mark-white.svg'],
      ['/brand/mark-black.svg', 'fanlane-mark-black.svg'],
    ]);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      const bytes = fileOf(href);
      if (href.endsWith('.png')) {
        expect(bytes.subarray(0, 8).equals(PNG_MAGIC), href).toBe(true);
        const size = Number(/mark-(\d+)\.png/.exec(href)?.[1]);
        // The IHDR chunk holds width and height (big-endian) from byte 16.
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], href).toEqual([size, size]);
      } else {
        expect(bytes.toString('utf8'), href).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/,
        );
      }
    }
    // Each mark is shown on a background it is meant for.
    expect(screen.getByTestId('brand-mark-white').querySelector('img')).toHaveAttribute('src', '/brand/mark-white.svg');
  });

  it('lists the colours with their codes, copied on demand', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByTestId('brand-page');
    expect(screen.getByTestId('brand-hex-6A47FF')).toHaveTextContent('#6A47FF');
    expect(screen.getAllByTestId(/^brand-hex-/).map((el) => el.textContent)).toEqual([
      '#6A47FF',
      '#A895FF',
      '#5F3DEA',
      '#0B0B10',
      '#14141C',
      '#F6F6FA',
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy #0B0B10' }));
    expect(await navigator.clipboard.readText()).toBe('#0B0B10');
  });

  it('states the rules of use and where to ask for more', async () => {
    open();
    await screen.findByTestId('brand-page');
    expect(screen.getByRole('heading', { level: 2, name: 'Using the mark' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact?topic=press');
  });
});
