/**
 * AI replies in chat (docs/chat.md, "The AI assistant"): the chat bot (/chats/AiChatsbot, the
 * account AI_BOT_DOMAIN) answers every message written to it; a creator's assistant, when switched
 * on, answers a fan's message while the creator has no socket open, in the creator's voice from
 * their persona. The reply is streamed to the fan's sockets as `ai_delta` frames, then stored as a
 * message marked `ai` (clientId `ai:<streamId>`). Each user gets AI_DAILY_REPLIES replies a day;
 * one reply at a time per conversation. A failure reaches the fan as an error frame.
 */
import { randomUUID } from 'node:crypto';
import type { TAiStatus, TChatMessage } from '@fanlane/contracts/chat';
import { errorMessage } from '@fanlane/contracts/error-messages';
import { ERRORS } from '@fanlane/contracts/errors';
import type { AppDeps } from '../../deps.ts';
import type { MessageRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { buildAiMessages, type AiMessage } from '../../integrations/ai/ai-client.ts';
import { createUser, findUserByCreatorDomain, findUserById } from '../users/users-repo.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { aiRepliesSince, chatSettingsOf, messagesPage } from './chat-repo.ts';
import { publish, sendMessage, storeMessage, type Sender, type SendInput } from './send-message.ts';

/** What the model sees of a conversation: at most this many messages, this many characters. */
const HISTORY_MESSAGES = 20;
const HISTORY_CHARS = 8000;
const DAY_MS = 86_400_000;

/** Conversations with a reply being written (per instance: a second message waits for the next). */
const writing = new Set<string>();

export async function ensureBotAccount(deps: AppDeps): Promise<UserRow> {
  const domain = deps.config.ai.botDomain;
  const existing = await findUserByCreatorDomain(deps.db, domain);
  if (existing) return existing;
  try {
    return await createUser(deps.db, deps.addresses, {
      creatorDomain: domain,
      displayName: `${deps.config.brandName} AI`,
    });
  } catch (err) {
    const made = isUniqueViolation(err) ? await findUserByCreatorDomain(deps.db, domain) : undefined;
    if (!made) throw err;
    return made;
  }
}

export async function aiStatus(deps: AppDeps, user: Pick<UserRow, 'id'>): Promise<TAiStatus> {
  const [bot, settings, used] = await Promise.all([
    findUserByCreatorDomain(deps.db, deps.config.ai.botDomain),
    chatSettingsOf(deps.db, user.id),
    aiRepliesSince(deps.db, user.id, new Date(Date.now() - DAY_MS)),
  ]);
  return {
    configured: deps.ai.configured,
    botAddress: bot?.address ?? null,
    botDomain: deps.config.ai.botDomain,
    assistantOn: settings?.aiAssistant ?? false,
    allowanceLeft: Math.max(0, deps.config.ai.dailyReplies - used),
  };
}

/** A person's message (the API call, the socket): stored and pushed, then answered by the AI where it should be. */
export async function sendAndMaybeAnswer(deps: AppDeps, sender: Sender, input: SendInput): Promise<TChatMessage> {
  const stored = await storeMessage(deps, sender, input);
  if (stored.fresh) void maybeReplyWithAi(deps, stored.row, stored.recipient);
  return stored.message;
}

/**
 * After a message was stored: the bot answers what is written to it; a creator's assistant what a
 * fan writes while the creator is away. Runs after the answer to the sender; never throws.
 */
export async function maybeReplyWithAi(
  deps: AppDeps,
  message: MessageRow,
  recipient: { id: string; domain: string | null },
): Promise<void> {
  if (message.ai || message.kind !== 'text' || !recipient.domain) return;
  try {
    const isBot = recipient.domain.toLowerCase() === deps.config.ai.botDomain;
    // Without a model, a creator's assistant stays quiet (the bot still says it is not set up).
    if (!isBot && !deps.ai.configured) return;
    if (!isBot) {
      const settings = await chatSettingsOf(deps.db, recipient.id);
      if (!settings?.aiAssistant) return;
      const presence = await deps.realtime.presence([recipient.id]);
      if (presence.get(recipient.id)?.online) return;
    }
    await reply(deps, message, recipient.id, isBot);
  } catch (err) {
    deps.log.warn({ err, conversationId: message.conversationId }, 'AI reply failed');
  }
}

async function reply(deps: AppDeps, message: MessageRow, writerId: string, isBot: boolean): Promise<void> {
  const fanId = message.senderId;
  const chatId = message.conversationId;
  const fail = (err: unknown) => {
    const e = err instanceof AppError ? err : new AppError('AI_UNAVAILABLE', { cause: err });
    const entry = ERRORS[e.errorName];
    publish(deps, [fanId], {
      type: 'error',
      code: entry.code,
      msg: errorMessage(entry.key, 'en', e.options.params),
      privateChatId: chatId,
    });
    if (!(err instanceof AppError)) throw err;
  };
  // A creator's assistant stays quiet when the model is not set up; the bot says so.
  if (!deps.ai.configured) return isBot ? fail(new AppError('AI_NOT_CONFIGURED')) : undefined;
  const used = await aiRepliesSince(deps.db, fanId, new Date(Date.now() - DAY_MS));
  if (used >= deps.config.ai.dailyReplies) return isBot ? fail(new AppError('AI_ALLOWANCE_USED')) : undefined;
  if (writing.has(chatId)) return;
  writing.add(chatId);
  try {
    const writer = await findUserById(deps.db, writerId);
    if (!writer) return;
    const settings = isBot ? undefined : await chatSettingsOf(deps.db, writerId);
    const history = await messagesPage(deps.db, chatId, {}, HISTORY_MESSAGES);
    const messages = buildAiMessages({
      persona: {
        ownerName: isBot ? deps.config.brandName : (writer.displayName ?? writer.creatorDomain ?? 'the creator'),
        instructions: isBot
          ? `You are the ${deps.config.brandName} assistant. Help people use ${deps.config.brandName}: creators, posts, subscriptions, the wallet, payouts and chat.`
          : (settings?.aiPersona ?? ''),
      },
      history: history.filter((m) => m.deletedAt === null && m.body).map((m) => asAiMessage(m, writerId)),
      maxHistoryMessages: HISTORY_MESSAGES,
      maxHistoryChars: HISTORY_CHARS,
    });
    const streamId = randomUUID();
    const answer = await deps.ai.stream({ messages, maxTokens: deps.config.ai.maxTokens }, (text) =>
      publish(deps, [fanId], { type: 'ai_delta', privateChatId: chatId, streamId, text }),
    );
    const text = answer.text.trim();
    if (!text) throw new AppError('AI_UNAVAILABLE');
    await sendMessage(deps, writer, { privateChatId: chatId, text, clientId: `ai:${streamId}`, ai: true });
  } catch (err) {
    fail(err);
  } finally {
    writing.delete(chatId);
  }
}

const asAiMessage = (m: MessageRow, writerId: string): AiMessage => ({
  role: m.senderId === writerId ? 'assistant' : 'user',
  content: m.body.slice(0, HISTORY_CHARS),
});
