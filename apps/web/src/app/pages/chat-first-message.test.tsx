import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { balance } from '../../../test/balance';
import { message, pair } from '../../../test/chat-fixtures';
import { chatServer } from '../../../test/chat-server';
import { fakeApi, sentHeaders } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { FAN, signIn } from '../../../test/sign-in';
import { useOutbox } from '../../features/chat/lib/outbox-store';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { PayModalHost } from '../pay-modal-host';
import { ChatConversationRoutePage } from './chat-conversation-route-page';

const CHAT = '10000000-0000-4000-8000-0000000f0001';

function render(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(Object.assign(handlers, { [PATHS.balance]: () => ({ data: balance() }) }));
  renderPage(
    [
      {
        path: '/chats/chat/:privateChatId',
        element: (
          <>
            <ChatConversationRoutePage />
            <PayModalHost />
          </>
        ),
      },
    ],
    `/chats/chat/${CHAT}`,
  );
  return api;
}

/** The conversation's server, answering a paid send with the paid message (seq 1, `paidCents`). */
function pricedServer(price: string | null) {
  const server = chatServer(pair({ privateChatId: CHAT, lastMessage: null, firstMessagePriceCents: price }), []);
  const plainSend = server.handlers[PATHS.chatSend]!;
  server.handlers[PATHS.chatSend] = async (body) => {
    const answer = await plainSend(body);
    if (typeof body.firstMessagePriceCents !== 'string') return answer;
    const stored = server.messages.at(-1)!;
    stored.paidCents = body.firstMessagePriceCents;
    return { data: stored };
  };
  return server;
}

afterEach(() => {
  useOutbox.setState({ pending: [] });
  usePayModalStore.getState().close();
  vi.unstubAllGlobals();
});

describe('a fan writing first to a creator who asks a price for it', () => {
  beforeEach(() => signIn(FAN));

  it('sees the price, pays it in a dialog, and the message is sent once with the paid mark', async () => {
    const user = userEvent.setup();
    const server = pricedServer('300');
    const api = render(server.handlers);

    expect(await screen.findByTestId('chat-first-message-notice')).toHaveTextContent(
      'This creator asks $3.00 for a first message. You pay it once, when you send it.',
    );
    await user.type(screen.getByTestId('chat-input'), 'Hello Maya');
    await user.click(screen.getByTestId('chat-send'));

    const modal = await screen.findByTestId('chat-first-message-modal');
    expect(within(modal).getByTestId('chat-first-message-price')).toHaveTextContent('$3.00');
    expect(within(modal).getByTestId('chat-first-message-text')).toHaveTextContent('Hello Maya');
    expect(modal).toHaveTextContent('Maya Rivers');
    await waitFor(() => expect(within(modal).getByTestId('pay-balance')).toHaveTextContent('$12.34'));
    // Nothing is sent before paying, and the message waits in the composer.
    expect(api.bodies(PATHS.chatSend)).toEqual([]);
    expect(screen.getByTestId('chat-input')).toHaveValue('Hello Maya');

    await user.click(within(modal).getByTestId('chat-first-message-pay'));
    await waitFor(() => expect(screen.queryByTestId('chat-first-message-modal')).toBeNull());
    expect(api.bodies(PATHS.chatSend)).toEqual([
      {
        privateChatId: CHAT,
        text: 'Hello Maya',
        clientId: expect.stringMatching(/^[\w-]{16,}$/) as unknown,
        firstMessagePriceCents: '300',
        currency: 'USD',
      },
    ]);
    expect(sentHeaders(PATHS.chatSend)[0]?.['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    expect(await screen.findByTestId('chat-paid-to-write')).toHaveTextContent('Paid $3.00 to write');
    expect(screen.queryByTestId('chat-first-message-notice')).toBeNull();
    expect(screen.getByTestId('chat-input')).toHaveValue('');
  });

  it('a price changed meanwhile shows in the dialog, and paying again offers the new one with the same key', async () => {
    const user = userEvent.setup();
    const server = pricedServer('300');
    server.once(PATHS.chatSend, {
      code: ERRORS.CHAT_FIRST_MESSAGE_PRICE_CHANGED.code,
      status: 409,
      msg: 'The price of a first message to this creator is now $5. Confirm the new price to send it.',
      data: { priceCents: '500' },
    });
    const api = render(server.handlers);

    await user.type(await screen.findByTestId('chat-input'), 'Hi{Enter}');
    const modal = await screen.findByTestId('chat-first-message-modal');
    await user.click(within(modal).getByTestId('chat-first-message-pay'));
    expect(await within(modal).findByTestId('pay-error')).toHaveTextContent('is now $5');
    expect(within(modal).getByTestId('chat-first-message-price')).toHaveTextContent('$5.00');
    expect(within(modal).getByTestId('chat-first-message-pay')).toHaveTextContent('Pay $5.00 and send');

    await user.click(within(modal).getByTestId('chat-first-message-pay'));
    await waitFor(() => expect(screen.queryByTestId('chat-first-message-modal')).toBeNull());
    const bodies = api.bodies(PATHS.chatSend);
    expect(bodies.map((b) => b.firstMessagePriceCents)).toEqual(['300', '500']);
    expect(bodies[1]!.clientId).toBe(bodies[0]!.clientId);
    const keys = sentHeaders(PATHS.chatSend).map((h) => h['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByTestId('chat-paid-to-write')).toHaveTextContent('Paid $5.00 to write');
  });

  it('a plain send refused for a price the creator set meanwhile: the notice appears, and retrying opens the dialog', async () => {
    const user = userEvent.setup();
    const server = pricedServer(null);
    server.once(PATHS.chatSend, {
      code: ERRORS.CHAT_FIRST_MESSAGE_PRICE.code,
      status: 402,
      msg: 'This creator charges for a first message: confirm the price to send it.',
      data: { priceCents: '300' },
    });
    const detail = server.handlers[PATHS.chatPairDetail]!;
    let reads = 0;
    server.handlers[PATHS.chatPairDetail] = (body) => {
      reads += 1;
      return reads === 1
        ? detail(body)
        : { data: pair({ privateChatId: CHAT, lastMessage: null, firstMessagePriceCents: '300' }) };
    };
    render(server.handlers);

    await user.type(await screen.findByTestId('chat-input'), 'Free?{Enter}');
    expect(await screen.findByTestId('chat-send-failed')).toHaveTextContent('This creator charges for a first message');
    expect(await screen.findByTestId('chat-first-message-notice')).toHaveTextContent('$3.00');
    await user.click(screen.getByTestId('chat-retry'));
    const modal = await screen.findByTestId('chat-first-message-modal');
    expect(within(modal).getByTestId('chat-first-message-text')).toHaveTextContent('Free?');
    expect(screen.queryByTestId('chat-send-failed')).toBeNull();
  });
});

describe('a message its sender paid to write', () => {
  beforeEach(() => signIn(FAN));

  it('shows the paid mark to the creator too', async () => {
    const paidByOther = message(CHAT, 1, { text: 'Paid hello', paidCents: '250' });
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 1, lastMessage: paidByOther }), [paidByOther]);
    render(server.handlers);
    expect(await screen.findByTestId('chat-paid-to-write')).toHaveTextContent('Paid $2.50 to write');
    expect(screen.queryByTestId('chat-first-message-notice')).toBeNull();
  });
});
