import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TChatMediaItem } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { chatId, lockedPhoto, openPhoto, pair } from '../../../../test/chat-fixtures';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { GalleryPage } from './gallery-page';

const CHAT = '10000000-0000-4000-8000-0000000c0001';
const ROUTES = [{ path: '/chats/chat/:privateChatId/gallery', Component: GalleryPage }];

function item(extra: Partial<TChatMediaItem> = {}): TChatMediaItem {
  return {
    messageId: chatId(),
    seq: 1,
    sender: CREATOR,
    createdAt: '2026-04-01T10:00:00.000Z',
    media: openPhoto(),
    price: null,
    unlocked: true,
    ...extra,
  };
}

beforeEach(() => signIn(FAN));

describe('a conversation’s gallery', () => {
  it('shows everything exchanged, newest first, page by page, the locked blurred with their price', async () => {
    const user = userEvent.setup();
    const locked = item({ media: lockedPhoto(), price: '1500', unlocked: false, seq: 9 });
    const free = item({ seq: 8 });
    const older = item({ seq: 2, sender: FAN });
    const api = fakeApi({
      [PATHS.chatPairDetail]: () => ({ data: pair({ privateChatId: CHAT }) }),
      [PATHS.chatMediaList]: (body) =>
        body.cursor
          ? { data: { items: [older], nextCursor: null } }
          : { data: { items: [locked, free], nextCursor: 'next' } },
    });
    renderPage(ROUTES, `/chats/chat/${CHAT}/gallery`);
    await waitFor(() => expect(screen.getAllByTestId('chat-gallery-item')).toHaveLength(2));
    expect(screen.getByRole('heading')).toHaveTextContent('Photos and videos with Maya Rivers');
    const [first, second] = screen.getAllByTestId('chat-gallery-item') as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('data-locked', 'true');
    expect(within(first).getByTestId('chat-gallery-price')).toHaveTextContent('$15.00');
    expect(first.querySelector('img')).toHaveAttribute('src', locked.media.thumbUrl);
    expect(second.querySelector('img')).toHaveAttribute('src', free.media.url);

    await user.click(screen.getByText('Show more'));
    await waitFor(() => expect(screen.getAllByTestId('chat-gallery-item')).toHaveLength(3));
    expect(api.bodies(PATHS.chatMediaList)).toEqual([{ privateChatId: CHAT }, { privateChatId: CHAT, cursor: 'next' }]);

    await user.click(within(first).getByRole('button'));
    expect(usePayModalStore.getState().modal).toEqual({
      kind: 'chatUnlock',
      privateChatId: CHAT,
      messageId: locked.messageId,
      priceCents: '1500',
      seller: 'Maya Rivers',
    });
    expect(screen.getByTestId('chat-gallery-back')).toHaveAttribute('href', `/chats/chat/${CHAT}`);
  });

  it('is not there for someone else’s conversation', async () => {
    fakeApi({
      [PATHS.chatPairDetail]: () => ({ code: ERRORS.CONVERSATION_NOT_FOUND.code, status: 404, msg: 'Not found' }),
      [PATHS.chatMediaList]: () => ({ code: ERRORS.CONVERSATION_NOT_FOUND.code, status: 404, msg: 'Not found' }),
    });
    renderPage(ROUTES, `/chats/chat/${CHAT}/gallery`);
    expect(await screen.findByText('This conversation is not available')).toBeInTheDocument();
  });
});
