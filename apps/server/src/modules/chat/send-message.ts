/**
 * Sending a message: membership and the writing rule first, then one statement that takes the
 * conversation's next number under its row lock and stores everything (chat-repo.ts storeSend); a
 * resend with the same clientId answers the stored message (no second copy). After commit both
 * participants' sockets get it, on every instance, and the recipient their count.
 */
import type { RealtimeSink } from '../../lib/realtime-hub.ts';
import { randomUUID } from 'node:crypto';
import type { TChatMessage, TChatServerFrame } from '@fanlane/contracts/chat';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AppDeps } from '../../deps.ts';
import type { MessageRow, UserRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { findNul } from '../../http/nul-guard.ts';
import { assertNoFirstMessagePrice, rememberWritten, writableChatOf, type ChatSide } from './chat-access.ts';
import {
  findByClientId,
  lockConversations,
  storeSend,
  storeSendsAtOnce,
  totalUnread,
  type SendRow,
  type StoredSend,
} from './chat-repo.ts';
import { groupCommit, type GroupCommitOptions } from '../../lib/group-commit.ts';
import { presentMessagesFor } from './present-chat.ts';
import { liveMediaByIds } from '../media/media-repo.ts';
import { findUserById } from '../users/users-repo.ts';
import { PPV_PRICE_MAX_CENTS, PPV_PRICE_MIN_CENTS } from '@fanlane/contracts/post-limits';

export type SendInput = {
  privateChatId: string;
  text: string;
  clientId?: string | undefined;
  mediaIds?: string[] | undefined;
  priceCents?: string | undefined;
  /** A tip's message (paid already, by the tips module): its amount in USD cents. */
  tip?: bigint;
  /** Written by the AI (the bot, or a creator's assistant). */
  ai?: boolean;
  /** The socket the send came from, answered with `sent`: the sender's echo skips it. */
  origin?: RealtimeSink | undefined;
};

export type Sender = Pick<UserRow, 'id' | 'address' | 'creatorDomain' | 'imageDisplayRatio'>;

/** A price on a message: a creator's, within the pay-per-view range. */
export function priceOf(sender: Pick<UserRow, 'creatorDomain'>, priceCents: string | undefined): bigint | null {
  if (priceCents === undefined) return null;
  if (!sender.creatorDomain) throw appError('CHAT_PRICE_CREATORS_ONLY');
  const cents = BigInt(priceCents);
  if (cents < BigInt(PPV_PRICE_MIN_CENTS) || cents > BigInt(PPV_PRICE_MAX_CENTS)) {
    throw invalidField('priceCents', `must be between ${PPV_PRICE_MIN_CENTS} and ${PPV_PRICE_MAX_CENTS} cents`);
  }
  return cents;
}

/** The attachments: each once, each a live item of the sender's own vault. */
export async function assertOwnMedia(deps: AppDeps, senderId: string, mediaIds: string[]): Promise<void> {
  if (mediaIds.length === 0) return;
  if (new Set(mediaIds).size !== mediaIds.length) throw invalidField('mediaIds', 'each item may be attached once');
  const rows = await liveMediaByIds(deps.db, mediaIds);
  if (mediaIds.some((id) => rows.get(id)?.ownerId !== senderId)) throw appError('CHAT_ATTACHMENT_UNAVAILABLE');
}

export async function sendMessage(deps: AppDeps, sender: Sender, input: SendInput): Promise<TChatMessage> {
  return (await storeMessage(deps, sender, input)).message;
}

/**
 * The checks every send passes, in this order: no NUL, a creator's price, membership, the writing
 * rule, the sender's own attachments. Answers the conversation and the row to store.
 */
export async function checkSend(deps: AppDeps, sender: Sender, input: SendInput) {
  const nul = findNul(input);
  if (nul) throw invalidField(nul, 'must not contain a NUL character');
  const mediaIds = input.mediaIds ?? [];
  const priceCents = priceOf(sender, input.priceCents);
  const { chat, terms } = await writableChatOf(deps, sender, input.privateChatId);
  await assertOwnMedia(deps, sender.id, mediaIds);
  const id = randomUUID();
  const event = {
    type: 'message.sent' as const,
    data: { messageId: id, conversationId: chat.conversationId, senderId: sender.id, recipientId: chat.otherId },
  };
  const row: SendRow = {
    id,
    conversationId: chat.conversationId,
    senderId: sender.id,
    kind: input.tip === undefined ? 'text' : 'tip',
    body: input.text,
    clientId: input.clientId ?? null,
    priceCents,
    tipCents: input.tip ?? null,
    ai: input.ai ?? false,
    mediaIds,
    recipientId: chat.otherId,
    now: new Date(),
    outbox: deps.events.outbox([event]),
    origin: input.origin,
  };
  return { chat, row, terms };
}

/** sendMessage, answering also the stored row, whether it is new, and who received it. */
export async function storeMessage(deps: AppDeps, sender: Sender, input: SendInput) {
  const { chat, row: send, terms } = await checkSend(deps, sender, input);
  // A tip's message is paid already (tipInChat checks the price before the tip); the AI writes for a creator.
  if (input.tip === undefined && !input.ai) await assertNoFirstMessagePrice(deps, sender, chat, terms);
  let stored;
  try {
    stored = await submitSend(deps, send);
  } catch (err) {
    // The same clientId sent twice at once: the other one stored it.
    if (!(input.clientId && isUniqueViolation(err))) throw err;
  }
  return deliverSend(deps, sender, chat, send, stored);
}

/**
 * After a send's commit: the stored message presented to its sender and pushed to both members
 * (when it is new), or the message stored earlier under the same clientId. `paidCents`: what the
 * sender paid to write it.
 */
export async function deliverSend(
  deps: AppDeps,
  sender: Sender,
  chat: ChatSide,
  send: SendRow,
  stored: StoredSend | undefined,
  paidCents?: bigint,
) {
  if (stored) {
    rememberWritten(chat.conversationId);
    await deps.events.delivered(stored.events);
  }
  const row =
    stored?.row ??
    (send.clientId ? await findByClientId(deps.db, chat.conversationId, sender.id, send.clientId) : undefined);
  if (!row) throw appError('CONFLICT');
  const fresh = stored !== undefined;
  const known = fresh ? new Map([[row.id, send.mediaIds]]) : undefined;
  const paid = paidCents === undefined ? undefined : new Map([[row.id, paidCents]]);
  const [presented] = await presentMessagesFor(deps, sender, [row], () => sender.address, known, paid);
  if (stored) {
    await publishMessage(
      deps,
      row,
      presented!,
      sender,
      { id: chat.otherId, unread: stored.recipientUnread },
      send.origin,
    );
  }
  return { message: presented!, row, fresh, recipient: { id: chat.otherId, domain: chat.otherDomain } };
}

const mediaOf = (message: TChatMessage, row: MessageRow) => new Map([[row.id, message.media.map((m) => m.id)]]);
const paidOf = (message: TChatMessage, row: MessageRow) =>
  new Map(message.paidCents === null ? [] : [[row.id, BigInt(message.paidCents)]]);

/**
 * A new message to both members' sockets, the recipient's copy with their unread total in the same
 * frame. Without media both see the same message; with it each their own (the links are bound to
 * their viewer, a paid message is locked for the recipient).
 */
export async function publishMessage(
  deps: AppDeps,
  row: MessageRow,
  forSender: TChatMessage,
  sender: Sender,
  recipient: { id: string; unread: number },
  origin?: RealtimeSink,
): Promise<void> {
  const toRecipient = (message: TChatMessage): ChatDelivery => ({
    to: [recipient.id],
    frame: { type: 'message', message, unread: recipient.unread },
  });
  const toSender: ChatDelivery = { to: [sender.id], frame: { type: 'message', message: forSender }, except: origin };
  if (forSender.media.length === 0) return publishEach(deps, [toSender, toRecipient(forSender)]);
  publishEach(deps, [toSender]);
  const viewer = await findUserById(deps.db, recipient.id);
  if (!viewer) return;
  const [forRecipient] = await presentMessagesFor(
    deps,
    viewer,
    [row],
    () => sender.address,
    mediaOf(forSender, row),
    paidOf(forSender, row),
  );
  publishEach(deps, [toRecipient(forRecipient!)]);
}

/**
 * On PostgreSQL, the sends that arrive while others are being written go together, up to 64, in
 * one transaction and one commit (a commit waits for the disk: one at a time each would cap the
 * rate at the disk's flushes per second), and in one statement per round of distinct
 * conversations (chat-repo.ts storeSendsAtOnce: one round trip, not one per send; a second send to
 * the same conversation goes in the next round, after the first). A batch that fails (a duplicate
 * clientId) is written again one send at a time. PGlite runs in this thread, one statement at a
 * time: the sends read in one turn of the event loop go together when it ends (group-commit.ts,
 * `gather`). Each alone, a backlog after a pause (a major garbage collection) drained one statement
 * after another without the thread ever reading or writing a socket in between: 100-260 ms at a
 * time for two seconds (docs/benchmarks.md).
 */
const SEND_BATCH: GroupCommitOptions = { maxBatch: 64, maxInFlight: 4 };
const SEND_BATCH_PGLITE: GroupCommitOptions = { maxBatch: 64, maxInFlight: 1, gather: true };
const senders = new WeakMap<object, (row: SendRow) => Promise<StoredSend | undefined>>();
function submitSend(deps: AppDeps, row: SendRow): Promise<StoredSend | undefined> {
  let submit = senders.get(deps.db);
  if (!submit) {
    const run = groupCommit(
      (rows: SendRow[]) => storeSends(deps.db, rows),
      deps.config.databaseUrl ? SEND_BATCH : SEND_BATCH_PGLITE,
    );
    submit = async (r) => {
      const outcome = await run(r);
      if ('error' in outcome) throw outcome.error;
      return outcome.stored;
    };
    senders.set(deps.db, submit);
  }
  return submit(row);
}

type SendOutcome = { stored: StoredSend | undefined } | { error: unknown };

async function storeSends(db: AppDeps['db'], rows: SendRow[]): Promise<SendOutcome[]> {
  const alone = (row: SendRow) =>
    storeSend(db, row).then(
      (stored): SendOutcome => ({ stored }),
      (error: unknown): SendOutcome => ({ error }),
    );
  if (rows.length === 1) return [await alone(rows[0]!)];
  try {
    const outcomes: SendOutcome[] = [];
    await db.transaction(async (tx) => {
      const rounds = roundsOf(rows);
      // Over several rounds the batch takes all its locks first, in id order, as each round does.
      if (rounds.length > 1)
        await lockConversations(
          tx,
          rows.map((r) => r.conversationId),
        );
      for (const round of rounds) {
        const stored = await storeSendsAtOnce(
          tx,
          round.map((i) => rows[i]!),
        );
        round.forEach((i, k) => (outcomes[i] = { stored: stored[k] }));
      }
    });
    return outcomes;
  } catch {
    return Promise.all(rows.map(alone));
  }
}

/** The sends' indexes in rounds, each round at most one send per conversation, in arrival order. */
function roundsOf(rows: readonly SendRow[]): number[][] {
  const rounds: number[][] = [];
  const taken: Set<string>[] = [];
  rows.forEach((row, i) => {
    let r = taken.findIndex((conversations) => !conversations.has(row.conversationId));
    if (r < 0) r = rounds.push([]) - 1;
    (taken[r] ??= new Set()).add(row.conversationId);
    rounds[r]!.push(i);
  });
  return rounds;
}

/**
 * Each user's sends per minute (CHAT_SEND_PER_MINUTE), over the socket and the API together, counted
 * per instance: behind a balancer with several instances a user gets that many on each.
 */
const sendWindows = new Map<string, { start: number; count: number }>();
export function assertWithinSendLimit(deps: AppDeps, userId: string, now = Date.now()): void {
  const window = sendWindows.get(userId);
  if (!window || now - window.start >= 60_000) {
    if (sendWindows.size > 100_000) sendWindows.clear();
    sendWindows.set(userId, { start: now, count: 1 });
    return;
  }
  window.count += 1;
  if (window.count > deps.config.chatSendPerMinute) {
    const wait = Math.ceil((window.start + 60_000 - now) / 1000);
    throw appError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(wait) } });
  }
}

export function publish(deps: AppDeps, userIds: string[], frame: TChatServerFrame) {
  deps.realtime.publish(userIds, frame);
}

export type ChatDelivery = { to: string[]; frame: TChatServerFrame; except?: RealtimeSink | undefined };

/** Several frames at once: one pub/sub message for all of them. */
export function publishEach(deps: AppDeps, deliveries: ChatDelivery[]) {
  deps.realtime.publishMany(deliveries);
}

/** Tells the user's sockets their unread count; a failed count is only logged (the next one corrects it). */
export async function pushUnread(deps: AppDeps, userId: string): Promise<void> {
  try {
    publish(deps, [userId], { type: 'unread', message: await totalUnread(deps.db, userId) });
  } catch {
    // The database went away between the send and the count: the board's next read corrects it.
  }
}
