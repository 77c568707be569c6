import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TTrackingLinkList, TTrackingLinkRow } from '@fanlane/contracts/tracking-links';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, signIn } from '../../../../test/sign-in';
import { TrackingLinksPage } from './tracking-links-page';

const ZERO = { clicks: 0, signUps: 0, follows: 0, subscribers: 0, revenueCents: '0' };
const today = new Date().toISOString().slice(0, 10);

function linkRow(fields: Partial<TTrackingLinkRow> & Pick<TTrackingLinkRow, 'name' | 'code'>): TTrackingLinkRow {
  return {
    id: `00000000-0000-4000-8000-${fields.code.padStart(12, '0').slice(-12)}`,
    url: `https://fan.example/maya?promotionTag=${fields.code}`,
    archived: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    figures: ZERO,
    clicksByDay: [],
    ...fields,
  };
}

function openPage(handlers: Record<string, FakeHandler> = {}) {
  let links: TTrackingLinkRow[] = [
    linkRow({
      name: 'Instagram bio',
      code: 'Insta00001',
      figures: { clicks: 12, signUps: 3, follows: 5, subscribers: 2, revenueCents: '1450' },
      clicksByDay: [{ day: today, clicks: 4 }],
    }),
    linkRow({ name: 'Old ad', code: 'OldAd00001', archived: true }),
  ];
  const answer = (period: unknown): { data: TTrackingLinkList } => ({
    data: {
      period: (period ?? '30d') as TTrackingLinkList['period'],
      since: null,
      links,
      totals: { clicks: 12, signUps: 3, follows: 5, subscribers: 2, revenueCents: '1450' },
      live: links.filter((l) => !l.archived).length,
      max: 100,
    },
  });
  const api = fakeApi({
    [PATHS.trackingLinkList]: (body) => answer(body.period),
    [PATHS.trackingLinkCreate]: (body) => {
      const row = linkRow({ name: body.name as string, code: 'NewLink001' });
      links = [row, ...links];
      return { data: row };
    },
    [PATHS.trackingLinkArchive]: (body) => {
      links = links.map((l) => (l.id === body.id ? { ...l, archived: body.archived as boolean } : l));
      return { data: links.find((l) => l.id === body.id) };
    },
    ...handlers,
  });
  renderPage([{ path: '/settings/tracking', Component: TrackingLinksPage }], '/settings/tracking');
  return api;
}

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya', displayName: 'Maya' }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/tracking', () => {
  it('lists the live links with their figures, URL and clicks chart; archived ones apart', async () => {
    const api = openPage();
    const card = await screen.findByTestId('tracking-link-Insta00001');
    expect(within(card).getByTestId('tracking-link-Insta00001-url')).toHaveTextContent(
      'https://fan.example/maya?promotionTag=Insta00001',
    );
    expect(within(card).getByTestId('tracking-link-Insta00001-figures-clicks')).toHaveTextContent('12');
    expect(within(card).getByTestId('tracking-link-Insta00001-figures-revenueCents')).toHaveTextContent('$14.50');
    expect(within(card).getByRole('img')).toHaveAccessibleName('Clicks per day over 30 days: 4 in total');
    expect(screen.getByTestId('tracking-totals-signUps')).toHaveTextContent('3');
    expect(within(screen.getByTestId('tracking-link-list')).queryByText('Old ad')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('tracking-archived')).getByText('Old ad')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-count')).toHaveTextContent('Live links: 1 of 100');
    // Seller calls for the creator's own shop.
    expect(api.bodies(PATHS.trackingLinkList)).toEqual([{ period: '30d' }]);
    expect(sentHeaders(PATHS.trackingLinkList)[0]).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('switching the period asks for that period', async () => {
    const user = userEvent.setup();
    const api = openPage();
    await screen.findByTestId('tracking-link-Insta00001');
    await user.click(screen.getByTestId('tracking-period-7d'));
    await vi.waitFor(() => expect(api.bodies(PATHS.trackingLinkList)).toContainEqual({ period: '7d' }));
    expect(screen.getByTestId('tracking-period-7d')).toHaveAttribute('aria-checked', 'true');
  });

  it('makes a new link by name; it shows in the list', async () => {
    const user = userEvent.setup();
    const api = openPage();
    await user.click(await screen.findByTestId('tracking-link-new'));
    await user.type(screen.getByTestId('tracking-link-name'), '  TikTok  ');
    await user.click(screen.getByTestId('tracking-link-save'));
    expect(await screen.findByTestId('tracking-link-NewLink001')).toHaveTextContent('TikTok');
    expect(api.bodies(PATHS.trackingLinkCreate)).toEqual([{ name: 'TikTok' }]);
    expect(screen.queryByTestId('tracking-link-dialog')).not.toBeInTheDocument();
  });

  it('shows a refused name under the field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    openPage({
      [PATHS.trackingLinkCreate]: () => ({
        code: ERRORS.TRACKING_LINK_NAME_TAKEN.code,
        status: 409,
        msg: 'You already have a tracking link with this name.',
      }),
    });
    await user.click(await screen.findByTestId('tracking-link-new'));
    await user.type(screen.getByTestId('tracking-link-name'), 'Instagram bio{Enter}');
    expect(await screen.findByText('You already have a tracking link with this name.')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-link-name')).toHaveValue('Instagram bio');
  });

  it('archives a link and restores another', async () => {
    const user = userEvent.setup();
    const api = openPage();
    await user.click(await screen.findByTestId('tracking-link-Insta00001-archive'));
    const { id } = linkRow({ name: 'Instagram bio', code: 'Insta00001' });
    await vi.waitFor(() => expect(api.bodies(PATHS.trackingLinkArchive)).toEqual([{ id, archived: true }]));
    await user.click(await screen.findByTestId('tracking-link-OldAd00001-restore'));
    await vi.waitFor(() => expect(api.bodies(PATHS.trackingLinkArchive)).toHaveLength(2));
    expect(api.bodies(PATHS.trackingLinkArchive)[1]).toMatchObject({ archived: false });
  });

  it('copies the link to share', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByTestId('tracking-link-Insta00001-copy'));
    expect(await navigator.clipboard.readText()).toBe('https://fan.example/maya?promotionTag=Insta00001');
    expect(screen.getByTestId('tracking-link-Insta00001-copy')).toHaveTextContent('Copied!');
  });

  it('tells a fan the page is for creators', async () => {
    signIn(CREATOR, { creatorDomain: null });
    fakeApi({});
    renderPage([{ path: '/settings/tracking', Component: TrackingLinksPage }], '/settings/tracking');
    expect(await screen.findByTestId('creators-only')).toBeInTheDocument();
  });
});
