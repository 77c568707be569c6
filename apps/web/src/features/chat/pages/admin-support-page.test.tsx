import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage } from '@fanlane/contracts/chat';
import { ADA, MAYA, SUPPORT, message, pair } from '../../../../test/chat-fixtures';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { useOutbox } from '../lib/outbox-store';
import { AdminSupportPage } from './admin-support-page';

const ADMIN = '0x7777777777777777777777777777777777777777';
const ADA_CHAT = '10000000-0000-4000-8000-0000000e5001';
const MAYA_CHAT = '10000000-0000-4000-8000-0000000e5002';

function supportServer(extra: Record<string, FakeHandler> = {}) {
  const stored: TChatMessage[] = [
    message(ADA_CHAT, 1, { sender: SUPPORT.address, text: 'Hi, how can we help?' }),
    message(ADA_CHAT, 2, { sender: FAN, text: 'My payment is stuck' }),
    message(ADA_CHAT, 3, { sender: FAN, text: 'Since yesterday' }),
  ];
  let unread = 2;
  const board = () => [
    pair({ privateChatId: ADA_CHAT, other: ADA, lastMessage: stored.at(-1)!, unreadCount: unread, otherReadSeq: 1 }),
    pair({ privateChatId: MAYA_CHAT, other: MAYA, lastMessage: message(MAYA_CHAT, 1, { sender: MAYA.address }) }),
  ];
  const api = fakeApi({
    [PATHS.adminSupportPairs]: () => ({ data: { items: board(), nextCursor: null } }),
    [PATHS.adminSupportMessages]: (body) => ({
      data: { items: body.privateChatId === ADA_CHAT ? [...stored] : [], more: false },
    }),
    [PATHS.adminSupportRead]: (body) => {
      unread = 0;
      return { data: { readSeq: body.seq, unreadCount: 0 } };
    },
    [PATHS.adminSupportSend]: (body) => {
      const answer = message(ADA_CHAT, stored.length + 1, {
        sender: SUPPORT.address,
        text: String(body.text),
        clientId: String(body.clientId),
      });
      stored.push(answer);
      return { data: answer };
    },
    ...extra,
  });
  return api;
}

function render(at = '/admin/support') {
  return renderPage(
    [
      { path: '/admin/support', Component: AdminSupportPage },
      { path: '/admin/support/:privateChatId', Component: AdminSupportPage },
    ],
    at,
  );
}

const lines = () => screen.getAllByTestId('chat-board-line');
const bubbles = () => screen.getAllByTestId('chat-message');

afterEach(() => {
  useOutbox.setState({ pending: [] });
  vi.useRealTimers();
});

describe('the support inbox', () => {
  beforeEach(() => signIn(ADMIN, { role: 'admin' }));

  it('lists support’s conversations, reads one as support and answers it', async () => {
    const user = userEvent.setup();
    const api = supportServer();
    render();
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(within(lines()[0]!).getByTestId('chat-board-unread')).toHaveTextContent('2');
    expect(within(lines()[0]!).getByTestId('chat-board-preview')).toHaveTextContent('Since yesterday');
    expect(lines()[0]).toHaveAttribute('href', `/admin/support/${ADA_CHAT}`);

    await user.click(lines()[0]!);
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(screen.getByTestId('chat-header')).toHaveTextContent('Ada Fan');
    // Support's own messages are on the end side, the user's on the start side.
    expect(bubbles().map((b) => b.dataset.own)).toEqual(['true', 'false', 'false']);
    await waitFor(() => expect(api.bodies(PATHS.adminSupportRead)).toEqual([{ privateChatId: ADA_CHAT, seq: 3 }]));
    await waitFor(() => expect(within(lines()[0]!).queryByTestId('chat-board-unread')).toBeNull());

    // Text only: no attachments, no tip, no price.
    expect(screen.queryByTestId('chat-attach')).toBeNull();
    expect(screen.queryByTestId('chat-tip-button')).toBeNull();
    await user.type(screen.getByTestId('chat-input'), 'We are on it, Ada.{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    const [answer] = api.bodies(PATHS.adminSupportSend);
    expect(api.bodies(PATHS.adminSupportSend)).toHaveLength(1);
    expect(answer).toMatchObject({ privateChatId: ADA_CHAT, text: 'We are on it, Ada.' });
    expect(answer?.clientId).toMatch(/^[\w-]{16,}$/);
    expect(api.bodies(PATHS.chatSend)).toEqual([]);
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'plain'));
    expect(bubbles().at(-1)).toHaveAttribute('data-own', 'true');
    expect(within(lines()[0]!).getByTestId('chat-board-preview')).toHaveTextContent('You: We are on it, Ada.');
  });

  it('keeps a refused answer with the reason and a retry', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = supportServer({
      [PATHS.adminSupportSend]: (body) =>
        refuse
          ? { code: 1012353, status: 403, msg: 'You cannot exchange messages with this person.' }
          : {
              data: message(ADA_CHAT, 4, {
                sender: SUPPORT.address,
                text: String(body.text),
                clientId: String(body.clientId),
              }),
            },
    });
    render(`/admin/support/${ADA_CHAT}`);
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    await user.type(screen.getByTestId('chat-input'), 'Hello?{Enter}');
    const failed = await screen.findByTestId('chat-send-failed');
    expect(failed).toHaveTextContent('You cannot exchange messages with this person.');
    refuse = false;
    await user.click(within(failed).getByTestId('chat-retry'));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'plain'));
    const [first, second] = api.bodies(PATHS.adminSupportSend);
    expect(second?.clientId).toBe(first?.clientId);
  });

  it('reads the board and the open conversation again every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = supportServer();
    render(`/admin/support/${ADA_CHAT}`);
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    const boards = api.bodies(PATHS.adminSupportPairs).length;
    const reads = api.bodies(PATHS.adminSupportMessages).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(api.bodies(PATHS.adminSupportPairs).length).toBeGreaterThan(boards));
    expect(api.bodies(PATHS.adminSupportMessages).length).toBeGreaterThan(reads);
  });
});

describe('the support inbox, for someone who is not an admin', () => {
  it('is closed, and asks nothing of the server', async () => {
    signIn(FAN);
    const api = supportServer();
    render();
    expect(await screen.findByTestId('support-admins-only')).toHaveTextContent('The support inbox is for admins.');
    expect(api.calls).toEqual([]);
  });
});
