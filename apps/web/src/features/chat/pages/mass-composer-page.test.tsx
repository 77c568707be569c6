import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TMassMessage } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import type { ChatAttachment } from '../lib/chat-types';
import { localInputValue } from '../lib/mass-schedule';
import { MassComposerPage } from './mass-composer-page';

const GOLD = '10000000-0000-4000-8000-0000000d0001';
const PHOTO: ChatAttachment = {
  id: '10000000-0000-4000-8000-0000000d00aa',
  kind: 'image',
  width: 800,
  height: 600,
  durationMs: null,
  thumbUrl: '/media-file/p/sm',
};
const COUNTS: Record<string, number> = { followers: 120, subscribers: 42, expired: 0, buyers: 9 };
const DAY_MS = 86_400_000;

function sent(extra: Partial<TMassMessage> = {}): TMassMessage {
  return {
    id: '10000000-0000-4000-8000-0000000d0100',
    audience: 'subscribers',
    tierId: null,
    listId: null,
    text: 'Hello',
    mediaCount: 0,
    price: null,
    status: 'sending',
    scheduledAt: null,
    sentAt: null,
    createdAt: '2026-04-01T10:00:00.000Z',
    recipients: 42,
    delivered: 0,
    read: 0,
    purchases: 0,
    revenueCents: '0',
    unsent: 0,
    ...extra,
  };
}

function render(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.massAudience]: (body) => ({
      data: { count: body.audience === 'tier' ? (body.tierId === GOLD ? 7 : 0) : (COUNTS[String(body.audience)] ?? 0) },
    }),
    [PATHS.massSend]: () => ({ data: sent() }),
    ...handlers,
  });
  const view = renderPage(
    [
      {
        path: '/chats/newChatsSend',
        element: (
          <MassComposerPage
            tiers={[{ id: GOLD, name: 'Gold' }]}
            renderAttach={({ onAdd }) => (
              <button type="button" onClick={() => onAdd([PHOTO])} data-testid="fake-attach">
                attach
              </button>
            )}
          />
        ),
      },
      { path: '/massMessagesStatistics', element: <p>the statistics</p> },
    ],
    '/chats/newChatsSend',
  );
  return { api, ...view };
}

const count = () => screen.getByTestId('mass-count');

describe('a mass message', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('shows how many each audience reaches, and goes out to a tier once the count is confirmed', async () => {
    const user = userEvent.setup();
    const { api } = render();
    await waitFor(() => expect(count()).toHaveTextContent('42 recipients'));
    expect(api.bodies(PATHS.massAudience)).toEqual([{ audience: 'subscribers' }]);

    await user.click(screen.getByTestId('mass-audience-followers'));
    await waitFor(() => expect(count()).toHaveTextContent('120 recipients'));
    await user.click(screen.getByTestId('mass-audience-tier'));
    expect(count()).toHaveTextContent('Choose a tier to see how many it reaches');
    await user.selectOptions(screen.getByTestId('mass-tier'), GOLD);
    await waitFor(() => expect(count()).toHaveTextContent('7 recipients'));
    expect(api.bodies(PATHS.massAudience).at(-1)).toEqual({ audience: 'tier', tierId: GOLD });

    await user.type(screen.getByTestId('mass-text'), '  New set for Gold members!  ');
    await user.click(screen.getByTestId('mass-review'));
    const dialog = await screen.findByTestId('mass-confirm');
    expect(dialog).toHaveTextContent('Send this mass message?');
    expect(within(dialog).getByTestId('mass-confirm-count')).toHaveTextContent('It goes to 7 people now.');
    expect(api.bodies(PATHS.massSend)).toEqual([]);

    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(await screen.findByText('the statistics')).toBeInTheDocument();
    expect(api.bodies(PATHS.massSend)).toEqual([{ audience: 'tier', tierId: GOLD, text: 'New set for Gold members!' }]);
  });

  it('schedules at most 60 days ahead', async () => {
    const user = userEvent.setup();
    const { api } = render();
    await waitFor(() => expect(count()).toHaveTextContent('42 recipients'));
    await user.type(screen.getByTestId('mass-text'), 'See you next month');
    await user.click(screen.getByTestId('mass-when-later'));
    const input = screen.getByTestId('mass-schedule');
    expect(input).toHaveAttribute('type', 'datetime-local');
    // The picker offers nothing past 60 days from now (to the minute).
    const max = new Date(input.getAttribute('max') ?? '').getTime();
    expect(Math.abs(max - (Date.now() + 60 * DAY_MS))).toBeLessThan(2 * 60_000);

    fireEvent.input(input, { target: { value: localInputValue(new Date(Date.now() + 61 * DAY_MS)) } });
    await user.click(screen.getByTestId('mass-review'));
    expect(await screen.findByText('You can schedule at most 60 days ahead.')).toBeInTheDocument();
    expect(screen.queryByTestId('mass-confirm')).toBeNull();

    fireEvent.input(input, { target: { value: localInputValue(new Date(Date.now() - DAY_MS)) } });
    await user.click(screen.getByTestId('mass-review'));
    expect(await screen.findByText('Choose a time in the future.')).toBeInTheDocument();

    const at = localInputValue(new Date(Date.now() + 10 * DAY_MS));
    fireEvent.input(input, { target: { value: at } });
    await user.click(screen.getByTestId('mass-review'));
    const dialog = await screen.findByTestId('mass-confirm');
    expect(dialog).toHaveTextContent('Schedule this mass message?');
    expect(within(dialog).getByTestId('mass-confirm-count')).toHaveTextContent(
      /It goes to 42 people \(as counted now\) on/,
    );
    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(await screen.findByText('the statistics')).toBeInTheDocument();
    expect(api.bodies(PATHS.massSend)).toEqual([
      { audience: 'subscribers', text: 'See you next month', scheduleAt: new Date(at).toISOString() },
    ]);
  });

  it('sells attached media at a price in the chat’s range, and needs a text or media', async () => {
    const user = userEvent.setup();
    const { api } = render();
    await waitFor(() => expect(count()).toHaveTextContent('42 recipients'));
    await user.click(screen.getByTestId('mass-review'));
    expect(await screen.findByText('Write something or add photos or videos.')).toBeInTheDocument();
    expect(screen.queryByTestId('mass-price')).toBeNull();

    await user.click(screen.getByTestId('fake-attach'));
    expect(screen.getAllByTestId('chat-attachment-remove')).toHaveLength(1);
    expect(screen.queryByText('Write something or add photos or videos.')).toBeNull();
    await user.type(screen.getByTestId('mass-price'), '0.50');
    await user.click(screen.getByTestId('mass-review'));
    expect(await screen.findByText('A price is from $1.00 to $1,000.00.')).toBeInTheDocument();
    expect(screen.queryByTestId('mass-confirm')).toBeNull();

    await user.clear(screen.getByTestId('mass-price'));
    await user.type(screen.getByTestId('mass-price'), '4.99');
    await user.click(screen.getByTestId('mass-review'));
    await user.click(within(await screen.findByTestId('mass-confirm')).getByTestId('confirm-action'));
    await waitFor(() => expect(api.bodies(PATHS.massSend)).toHaveLength(1));
    expect(api.bodies(PATHS.massSend)[0]).toEqual({
      audience: 'subscribers',
      text: '',
      mediaIds: [PHOTO.id],
      priceCents: '499',
    });
  });

  it('says so when nobody is in the audience, and shows the server’s refusal in the confirmation', async () => {
    const user = userEvent.setup();
    const { api } = render({
      [PATHS.massSend]: () => ({ code: 1012355, status: 409, msg: 'An attachment is not in your vault.' }),
    });
    await waitFor(() => expect(count()).toHaveTextContent('42 recipients'));
    await user.click(screen.getByTestId('mass-audience-expired'));
    await waitFor(() => expect(count()).toHaveTextContent('0 recipients'));
    await user.type(screen.getByTestId('mass-text'), 'Come back!');
    await user.click(screen.getByTestId('mass-review'));
    expect(await screen.findByText('Nobody is in this audience yet.')).toBeInTheDocument();

    await user.click(screen.getByTestId('mass-audience-buyers'));
    await waitFor(() => expect(count()).toHaveTextContent('9 recipients'));
    await user.click(screen.getByTestId('mass-review'));
    const dialog = await screen.findByTestId('mass-confirm');
    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An attachment is not in your vault.');
    expect(api.bodies(PATHS.massSend)).toHaveLength(1);
    expect(screen.queryByText('the statistics')).toBeNull();
  });
});

describe('a mass message, for a fan', () => {
  it('is for creators, and asks nothing of the server', async () => {
    signIn(FAN);
    const { api } = render();
    expect(await screen.findByTestId('creators-only')).toHaveTextContent('Mass messages are for creators');
    expect(api.calls).toEqual([]);
  });
});
