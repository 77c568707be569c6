import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TAiStatus, TChatUser } from '@fanlane/contracts/chat';
import { message, messages, pair } from '../../../../test/chat-fixtures';
import { chatServer } from '../../../../test/chat-server';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { FakeSocket } from '../../../../test/fake-socket';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { changeLanguage } from '../../../i18n';
import { ChatLive } from '../components/chat-live';
import { resetAiStreams } from '../lib/ai-stream-store';
import { resetChatLive } from '../lib/chat-live-store';
import { useOutbox } from '../lib/outbox-store';
import { AiBotPage } from './ai-bot-page';
import { ConversationPage } from './conversation-page';

const BOT_CHAT = '10000000-0000-4000-8000-0000000a1001';
const MAYA_CHAT = '10000000-0000-4000-8000-0000000a1002';
const BOT: TChatUser = {
  address: '0x8888888888888888888888888888888888888888',
  displayName: 'Fanlane AI',
  avatar: null,
  domain: 'assistant',
  isCreator: true,
  official: false,
};

function status(extra: Partial<TAiStatus> = {}): TAiStatus {
  return {
    configured: true,
    botAddress: BOT.address,
    botDomain: 'assistant',
    assistantOn: false,
    allowanceLeft: 3,
    ...extra,
  };
}

function live(handlers: Record<string, FakeHandler>) {
  return fakeApi(
    Object.assign(handlers, {
      [PATHS.chatToken]: () => ({ data: { token: 't', expiresAt: 0, path: '/chat-msg/v1/ws' } }),
      [PATHS.chatUnreadCount]: () => ({ data: { message: 0 } }),
    }),
  );
}

function renderBot(handlers: Record<string, FakeHandler>) {
  const api = live(handlers);
  const view = renderPage(
    [
      {
        path: '/chats/AiChatsbot',
        element: (
          <>
            <ChatLive WebSocketImpl={FakeSocket} />
            <AiBotPage />
          </>
        ),
      },
    ],
    '/chats/AiChatsbot',
  );
  return { api, ...view };
}

const bubbles = () => screen.getAllByTestId('chat-message');

async function connected() {
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  FakeSocket.last().connect(FAN);
  return FakeSocket.last();
}

beforeEach(() => {
  signIn(FAN);
  FakeSocket.reset();
});
afterEach(async () => {
  resetChatLive();
  resetAiStreams();
  useOutbox.setState({ pending: [] });
  await changeLanguage('en');
});

describe('the AI chat bot', () => {
  it('says so when this server has no AI, and opens nothing', async () => {
    const { api } = renderBot({ [PATHS.aiStatus]: () => ({ data: status({ configured: false }) }) });
    expect(await screen.findByTestId('chat-bot-not-configured')).toHaveTextContent(
      'The AI assistant is not set up on this server',
    );
    expect(api.bodies(PATHS.chatPairOpen)).toEqual([]);
  });

  it('streams the reply as it is written, marked AI, until the stored message replaces it', async () => {
    const botPair = pair({ privateChatId: BOT_CHAT, other: BOT, lastSeq: 2 });
    const server = chatServer(botPair, [
      message(BOT_CHAT, 1, { sender: FAN, text: 'What can you do?' }),
      message(BOT_CHAT, 2, { sender: BOT.address, text: 'Lots of things.', ai: true }),
    ]);
    let allowance = 3;
    const { api } = renderBot({
      ...server.handlers,
      [PATHS.aiStatus]: () => ({ data: status({ allowanceLeft: allowance }) }),
      [PATHS.chatPairOpen]: () => ({ data: botPair }),
    });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(api.bodies(PATHS.chatPairOpen)).toEqual([{ addressOrDomain: 'assistant' }]);
    expect(screen.getByTestId('chat-ai-allowance')).toHaveTextContent('3 replies left today');
    expect(within(bubbles()[1]!).getByTestId('chat-ai')).toHaveTextContent('AI');
    // The bot is no creator to tip.
    expect(screen.queryByTestId('chat-tip-button')).toBeNull();

    const socket = await connected();
    socket.push({ type: 'ai_delta', privateChatId: BOT_CHAT, streamId: 's1', text: 'Here are ' });
    socket.push({ type: 'ai_delta', privateChatId: BOT_CHAT, streamId: 's1', text: 'three ideas' });
    const streaming = await screen.findByTestId('chat-ai-stream');
    expect(streaming).toHaveTextContent('Here are three ideas');
    const bubble = bubbles().at(-1)!;
    expect(bubble).toHaveAttribute('data-state', 'streaming');
    expect(within(bubble).getByTestId('chat-ai')).toBeInTheDocument();
    expect(within(bubble).getByTestId('chat-ai-writing')).toHaveTextContent('writing…');

    allowance = 2;
    socket.push({
      type: 'message',
      message: message(BOT_CHAT, 3, {
        sender: BOT.address,
        text: 'Here are three ideas: …',
        ai: true,
        clientId: 'ai:s1',
      }),
    });
    await waitFor(() => expect(screen.queryByTestId('chat-ai-stream')).toBeNull());
    expect(bubbles()).toHaveLength(3);
    expect(bubbles().at(-1)).toHaveAttribute('data-state', 'plain');
    expect(bubbles().at(-1)).toHaveTextContent('Here are three ideas: …');
    expect(within(bubbles().at(-1)!).getByTestId('chat-ai')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-ai-allowance')).toHaveTextContent('2 replies left today'));
  });

  it('shows a failed reply in place, in the reader’s language, and drops what was written of it', async () => {
    await changeLanguage('de');
    const botPair = pair({ privateChatId: BOT_CHAT, other: BOT, lastSeq: 1 });
    const server = chatServer(botPair, [message(BOT_CHAT, 1, { sender: FAN, text: 'Hallo?' })]);
    renderBot({
      ...server.handlers,
      [PATHS.aiStatus]: () => ({ data: status({ allowanceLeft: 1 }) }),
      [PATHS.chatPairOpen]: () => ({ data: botPair }),
    });
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(screen.getByTestId('chat-ai-allowance')).toHaveTextContent('Heute noch 1 Antwort');

    const socket = await connected();
    socket.push({ type: 'ai_delta', privateChatId: BOT_CHAT, streamId: 's9', text: 'Ich denke' });
    expect(await screen.findByTestId('chat-ai-stream')).toHaveTextContent('Ich denke');
    socket.push({
      type: 'error',
      code: ERRORS.AI_TIMEOUT.code,
      msg: 'The AI assistant took too long to answer. Please try again.',
      privateChatId: BOT_CHAT,
    });
    const notice = await screen.findByTestId('chat-ai-error');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'Der KI-Assistent hat zu lange für die Antwort gebraucht. Bitte versuch es noch einmal.',
      ),
    );
    expect(screen.queryByTestId('chat-ai-stream')).toBeNull();
    expect(bubbles()).toHaveLength(1);

    // An error about another conversation is not this one's.
    socket.push({ type: 'error', code: ERRORS.AI_UNAVAILABLE.code, msg: 'Elsewhere.', privateChatId: MAYA_CHAT });
    expect(screen.getAllByTestId('chat-ai-error')).toHaveLength(1);
  });

  it('says when the day’s allowance is used up, in English too', async () => {
    const botPair = pair({ privateChatId: BOT_CHAT, other: BOT, lastSeq: 1 });
    const server = chatServer(botPair, [message(BOT_CHAT, 1, { sender: FAN, text: 'One more?' })]);
    renderBot({
      ...server.handlers,
      [PATHS.aiStatus]: () => ({ data: status({ allowanceLeft: 0 }) }),
      [PATHS.chatPairOpen]: () => ({ data: botPair }),
    });
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(screen.getByTestId('chat-ai-allowance')).toHaveTextContent('0 replies left today');
    const socket = await connected();
    socket.push({
      type: 'error',
      code: ERRORS.AI_ALLOWANCE_USED.code,
      msg: 'Allowance used (server words).',
      privateChatId: BOT_CHAT,
    });
    await waitFor(() =>
      expect(screen.getByTestId('chat-ai-error')).toHaveTextContent(
        "You have used today's AI allowance. It renews tomorrow.",
      ),
    );
  });
});

describe('a creator’s away assistant in a regular conversation', () => {
  it('streams its reply there too, marked AI', async () => {
    const mayaPair = pair({ privateChatId: MAYA_CHAT, lastSeq: 3 });
    const server = chatServer(mayaPair, messages(MAYA_CHAT, 1, 3));
    live(server.handlers);
    renderPage(
      [
        {
          path: '/chats/chat/:privateChatId',
          element: (
            <>
              <ChatLive WebSocketImpl={FakeSocket} />
              <ConversationPage />
            </>
          ),
        },
      ],
      `/chats/chat/${MAYA_CHAT}`,
    );
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    const socket = await connected();
    socket.push({ type: 'ai_delta', privateChatId: MAYA_CHAT, streamId: 'away-1', text: 'Maya is away, ' });
    socket.push({ type: 'ai_delta', privateChatId: MAYA_CHAT, streamId: 'away-1', text: 'back soon!' });
    expect(await screen.findByTestId('chat-ai-stream')).toHaveTextContent('Maya is away, back soon!');
    socket.push({
      type: 'message',
      message: message(MAYA_CHAT, 4, { text: 'Maya is away, back soon!', ai: true, clientId: 'ai:away-1' }),
    });
    await waitFor(() => expect(screen.queryByTestId('chat-ai-stream')).toBeNull());
    expect(bubbles()).toHaveLength(4);
    expect(within(bubbles().at(-1)!).getByTestId('chat-ai')).toHaveAttribute('title', 'Written by the AI assistant');

    socket.push({
      type: 'error',
      code: ERRORS.AI_UNAVAILABLE.code,
      msg: 'The AI assistant could not answer. Please try again.',
      privateChatId: MAYA_CHAT,
    });
    expect(await screen.findByTestId('chat-ai-error')).toHaveTextContent('The AI assistant could not answer.');
  });
});
