import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TChatMessage } from '@fanlane/contracts/chat';
import { balance } from '../../../test/balance';
import { ADA, lockedPhoto, message, messages, openPhoto, pair } from '../../../test/chat-fixtures';
import { chatServer } from '../../../test/chat-server';
import { fakeApi, sentHeaders } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { FakeXhr, sentXhr } from '../../../test/fake-xhr';
import { vaultItem } from '../../../test/post-fixtures';
import { renderPage } from '../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../test/sign-in';
import { useOutbox } from '../../features/chat/lib/outbox-store';
import { PayModalHost } from '../pay-modal-host';
import { ChatConversationRoutePage } from './chat-conversation-route-page';

const CHAT = '10000000-0000-4000-8000-0000000b0001';

function render(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(Object.assign(handlers, { [PATHS.balance]: () => ({ data: balance() }) }));
  const view = renderPage(
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
  return { api, ...view };
}

const bubbles = () => screen.getAllByTestId('chat-message');

afterEach(() => {
  useOutbox.setState({ pending: [] });
  vi.unstubAllGlobals();
});

describe('a fan in a conversation with a creator', () => {
  beforeEach(() => signIn(FAN));

  it('unlocks a paid message from the wallet, and sees its photo at once', async () => {
    const user = userEvent.setup();
    const photoId = '10000000-0000-4000-8000-0000000b00aa';
    const paid = message(CHAT, 6, {
      text: 'Just for you',
      price: '999',
      unlocked: false,
      media: [lockedPhoto(photoId)],
    });
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 6 }), [...messages(CHAT, 1, 5), paid]);
    const unlocked: TChatMessage = { ...paid, unlocked: true, media: [openPhoto(photoId)] };
    const { api } = render({
      ...server.handlers,
      [PATHS.chatUnlock]: () => ({ data: { message: unlocked, transactionId: 'tx-1' } }),
    });

    const locked = await screen.findByTestId('chat-locked');
    expect(locked).toHaveTextContent('1 locked photo or video');
    expect(screen.getByTestId('chat-media-locked')).toHaveAttribute('src', `/media-file/${photoId}/blur?sig=b`);
    await user.click(within(locked).getByTestId('chat-unlock'));
    expect(within(locked).getByTestId('chat-unlock')).toHaveTextContent('Unlock for $9.99');

    const modal = await screen.findByTestId('chat-unlock-modal');
    expect(within(modal).getByTestId('chat-unlock-price')).toHaveTextContent('$9.99');
    expect(modal).toHaveTextContent('Maya Rivers');
    await waitFor(() => expect(within(modal).getByTestId('pay-balance')).toHaveTextContent('$12.34'));
    await user.click(within(modal).getByTestId('chat-unlock-pay'));

    await waitFor(() => expect(screen.queryByTestId('chat-unlock-modal')).toBeNull());
    expect(api.bodies(PATHS.chatUnlock)).toEqual([{ privateChatId: CHAT, messageId: paid.id, currency: 'USD' }]);
    expect(sentHeaders(PATHS.chatUnlock)[0]?.['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    const image = await screen.findByTestId('chat-media-image');
    expect(image).toHaveAttribute('src', `/media-file/${photoId}/lg?sig=l`);
    expect(screen.queryByTestId('chat-locked')).toBeNull();
    expect(screen.getByTestId('chat-paid')).toHaveTextContent('Paid message · $9.99');
  });

  it('a message bought already (on another device) is read again, without an error', async () => {
    const user = userEvent.setup();
    const paid = message(CHAT, 2, { price: '500', unlocked: false, media: [lockedPhoto()] });
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 2 }), [message(CHAT, 1), paid]);
    const { api } = render({
      ...server.handlers,
      [PATHS.chatUnlock]: () => ({ code: ERRORS.CHAT_NOT_PAID_MESSAGE.code, status: 409, msg: 'Yours already.' }),
    });
    await user.click(await screen.findByTestId('chat-unlock'));
    await user.click(await screen.findByTestId('chat-unlock-pay'));
    await waitFor(() => expect(screen.queryByTestId('chat-unlock-modal')).toBeNull());
    expect(screen.queryByTestId('pay-error')).toBeNull();
    await waitFor(() => expect(api.bodies(PATHS.chatMessageList).length).toBeGreaterThan(1));
  });

  it('tips the creator; the tip shows in the conversation', async () => {
    const user = userEvent.setup();
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 3 }), messages(CHAT, 1, 3));
    const tip = message(CHAT, 4, { sender: FAN, kind: 'tip', tipCents: '500', text: 'Loved the set' });
    const { api } = render({ ...server.handlers, [PATHS.chatTip]: () => ({ data: tip }) });

    await user.click(await screen.findByTestId('chat-tip-button'));
    const modal = await screen.findByTestId('chat-tip-modal');
    expect(modal).toHaveTextContent(/Tip \u2068@maya\u2069/);
    await user.type(within(modal).getByTestId('tip-message'), 'Loved the set');
    await user.click(within(modal).getByTestId('tip-send'));

    await waitFor(() => expect(screen.queryByTestId('chat-tip-modal')).toBeNull());
    expect(api.bodies(PATHS.chatTip)).toEqual([
      { privateChatId: CHAT, usdCents: '500', currency: 'USD', text: 'Loved the set' },
    ]);
    expect(sentHeaders(PATHS.chatTip)[0]?.['Idempotency-Key']).toBeTruthy();
    expect(await screen.findByTestId('chat-tip')).toHaveTextContent('You sent a tip of $5.00');
    expect(bubbles().at(-1)).toHaveAttribute('data-state', 'tip');
  });

  it('has no attachments: only creators send photos and videos', async () => {
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 3 }), messages(CHAT, 1, 3));
    render(server.handlers);
    await screen.findByTestId('chat-composer');
    expect(screen.queryByTestId('chat-attach')).toBeNull();
    expect(screen.getByTestId('chat-tip-button')).toBeInTheDocument();
  });
});

describe('a creator in a conversation with a fan', () => {
  beforeEach(() => {
    signIn(CREATOR, { creatorDomain: 'maya', displayName: 'Maya Rivers' });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
  });

  it('sends a paid message with a photo from the vault, and one uploaded with its progress', async () => {
    const user = userEvent.setup();
    const fromVault = vaultItem();
    const uploaded = vaultItem({ kind: 'video', durationMs: 4_000 });
    const server = chatServer(pair({ privateChatId: CHAT, other: ADA, lastSeq: 2 }), [
      message(CHAT, 1, { sender: FAN }),
      message(CHAT, 2, { sender: CREATOR }),
    ]);
    const { api } = render({
      ...server.handlers,
      [PATHS.vaultList]: () => ({ data: { items: [fromVault], nextCursor: null } }),
    });
    await screen.findByTestId('chat-composer');
    // A fan is no creator: nothing to tip.
    expect(screen.queryByTestId('chat-tip-button')).toBeNull();
    expect(screen.queryByTestId('chat-price')).toBeNull();

    await user.click(screen.getByTestId('chat-attach-vault'));
    await user.click(await screen.findByTestId('vault-pick-item'));
    await user.click(screen.getByTestId('vault-pick-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('chat-attachment-remove')).toHaveLength(1));

    await user.upload(screen.getByTestId('chat-attach-input'), [new File(['v'], 'v.mp4', { type: 'video/mp4' })]);
    const xhr = await sentXhr();
    xhr.progress(30, 100);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30'));
    xhr.answer(200, { success: true, code: 0, msg: '', data: { items: [uploaded] } });
    await waitFor(() => expect(screen.getAllByTestId('chat-attachment-remove')).toHaveLength(2));

    // A price out of range is said in place; nothing is sent.
    await user.type(screen.getByTestId('chat-price'), '0.50');
    await user.type(screen.getByTestId('chat-input'), 'Something special{Enter}');
    expect(await screen.findByText('A price is from $1.00 to $1,000.00.')).toBeInTheDocument();
    expect(api.bodies(PATHS.chatSend)).toEqual([]);

    await user.clear(screen.getByTestId('chat-price'));
    await user.type(screen.getByTestId('chat-price'), '4.99');
    await user.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(api.bodies(PATHS.chatSend)).toHaveLength(1));
    expect(api.bodies(PATHS.chatSend)[0]).toMatchObject({
      privateChatId: CHAT,
      text: 'Something special',
      mediaIds: [fromVault.id, uploaded.id],
      priceCents: '499',
    });
    expect(screen.queryByTestId('chat-attachments')).toBeNull();
  });
});
