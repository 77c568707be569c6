/**
 * Who may read a conversation (its two members, nobody else: one answer for "not yours" and "no
 * such conversation") and who may write in it (docs/chat.md, "Who may write to whom").
 */
import type { AppDeps } from '../../deps.ts';
import type { Database, Tx } from '../../db/client.ts';
import { appError } from '../../http/app-error.ts';
import { authorOf, authorsByIds } from '../users/author-cards.ts';
import {
  firstMessageTerms,
  memberOf,
  relationOf,
  sendContextOf,
  type FirstMessageTerms,
  type Relation,
} from './chat-repo.ts';
import { isPlatformDomain } from './present-chat.ts';

export type ChatSide = {
  conversationId: string;
  meId: string;
  otherId: string;
  otherAddress: string;
  otherDomain: string | null;
};

/**
 * Who is in a conversation never changes: its two members, remembered per conversation (bounded),
 * so the sends and reads of a busy conversation do not ask again.
 */
const PAIRS_KEPT = 50_000;
const pairs = new Map<string, readonly [string, string]>();
async function pairOf(db: Database | Tx, conversationId: string, userId: string) {
  const known = pairs.get(conversationId);
  if (known) return known.includes(userId) ? known : undefined;
  const member = await memberOf(db, conversationId, userId);
  if (!member) return undefined;
  const pair = [userId, member.otherId] as const;
  rememberPair(conversationId, pair);
  return pair;
}

function rememberPair(conversationId: string, pair: readonly [string, string]) {
  if (pairs.size >= PAIRS_KEPT) pairs.clear();
  pairs.set(conversationId, pair);
}

/**
 * Allowed relations (sender → recipient) for a few seconds: what would refuse a message (a block,
 * an unfollow, an ended subscription, stricter settings) drops the pair at once on every instance
 * (registerChatSubscribers); a refusal is never remembered, so a new follow or answer counts at once.
 */
const ALLOWED_FOR_MS = 10_000;
/** recipient → sender → until when; `allowedCount` pairs in all. */
const allowed = new Map<string, Map<string, number>>();
let allowedCount = 0;

/** Whether a sender→recipient pair is remembered as allowed and not yet out of date. */
function isAllowed(recipientId: string, senderId: string): boolean {
  const until = allowed.get(recipientId)?.get(senderId);
  return until !== undefined && until > Date.now();
}

/**
 * Drops what is remembered between two users (both ways), or, with one, everything remembered about
 * writing to that user (their chat settings changed): one map look-up either way.
 */
export function forgetAllowed(userA: string, userB?: string) {
  if (userB === undefined) {
    allowedCount -= allowed.get(userA)?.size ?? 0;
    allowed.delete(userA);
    return;
  }
  if (allowed.get(userB)?.delete(userA)) allowedCount--;
  if (allowed.get(userA)?.delete(userB)) allowedCount--;
}

/** The caller's side of a conversation, or CONVERSATION_NOT_FOUND. */
export async function chatOf(
  deps: AppDeps,
  meId: string,
  conversationId: string,
  db: Database | Tx = deps.db,
): Promise<ChatSide> {
  const pair = await pairOf(db, conversationId, meId);
  if (!pair) throw appError('CONVERSATION_NOT_FOUND');
  const otherId = otherOf(pair, meId);
  return sideOf(conversationId, meId, otherId, (await authorsByIds(deps, [otherId])).get(otherId)!);
}

const otherOf = (pair: readonly [string, string], meId: string) => (pair[0] === meId ? pair[1] : pair[0]);

/** The caller's side, from the other member's card. */
const sideOf = (
  conversationId: string,
  meId: string,
  otherId: string,
  card: { address: string; creatorDomain: string | null },
): ChatSide => ({ conversationId, meId, otherId, otherAddress: card.address, otherDomain: card.creatorDomain });

export const isOfficial = (deps: AppDeps, domain: string | null) => isPlatformDomain(deps.config, domain);

/**
 * Conversations someone has written in (per instance, bounded): a conversation's first message is
 * behind it for good, since a message keeps its number even unsent, so a send there asks nothing.
 */
const written = new Set<string>();

/**
 * What `sender` must pay to write now (docs/chat.md, "Paid first message"): the creator's
 * first-message price while the conversation has no message at all (the fan has not written and
 * the creator has not written first); 0 for the platform's accounts, either way, and for a
 * recipient who is not a creator (so a creator's own messages are never charged).
 */
export async function firstMessagePriceDue(
  deps: AppDeps,
  sender: { creatorDomain: string | null },
  chat: Pick<ChatSide, 'conversationId' | 'otherId' | 'otherDomain'>,
  /** The terms read with the conversation just now (writableChatOf), if they were. */
  known?: FirstMessageTerms,
): Promise<bigint> {
  if (chat.otherDomain === null || isOfficial(deps, chat.otherDomain) || isOfficial(deps, sender.creatorDomain)) {
    return 0n;
  }
  if (written.has(chat.conversationId)) return 0n;
  const terms = known ?? (await firstMessageTerms(deps.db, chat.conversationId, chat.otherId));
  if (!terms || terms.lastSeq === 0) return terms?.priceCents ?? 0n;
  rememberWritten(chat.conversationId);
  return 0n;
}

/** A message was stored in this conversation: its first message is behind it. */
export function rememberWritten(conversationId: string) {
  if (written.size >= PAIRS_KEPT) written.clear();
  written.add(conversationId);
}

/** A send that does not pay: refused with the price while a first-message price is due. */
export async function assertNoFirstMessagePrice(
  deps: AppDeps,
  sender: { creatorDomain: string | null },
  chat: Pick<ChatSide, 'conversationId' | 'otherId' | 'otherDomain'>,
  known?: FirstMessageTerms,
): Promise<void> {
  const due = await firstMessagePriceDue(deps, sender, chat, known);
  if (due > 0n) throw appError('CHAT_FIRST_MESSAGE_PRICE', { data: { priceCents: due.toString() } });
}

/**
 * The rule, from what relationOf read: blocks (either way) stop everything; the official account
 * writes and is written to freely; anyone may answer someone who wrote to them; a creator takes
 * messages as their chat settings say (everyone, followers, subscribers); a creator may write
 * first to their own fans; nobody else writes first.
 */
export function refusalOf(
  relation: Relation,
  sender: { domain: string | null; official: boolean },
  recipient: { domain: string | null; official: boolean },
) {
  if (relation.blocked) return 'CHAT_BLOCKED' as const;
  if (sender.official || recipient.official || relation.recipientWrote) return null;
  if (recipient.domain !== null) {
    if (relation.whoCanWrite === 'followers' && !relation.senderFollows && !relation.senderSubscribes) {
      return 'CHAT_FOLLOWERS_ONLY' as const;
    }
    if (relation.whoCanWrite === 'subscribers' && !relation.senderSubscribes) return 'CHAT_SUBSCRIBERS_ONLY' as const;
    return null;
  }
  if (sender.domain !== null && (relation.recipientFollows || relation.recipientSubscribes)) return null;
  return 'CREATORS_ONLY_MESSAGE' as const;
}

export async function assertMayWrite(
  deps: AppDeps,
  sender: { id: string; creatorDomain: string | null },
  recipient: { id: string; domain: string | null },
  conversationId: string | null,
): Promise<void> {
  if (isAllowed(recipient.id, sender.id)) return;
  admit(deps, sender, recipient, await relationOf(deps.db, sender.id, recipient.id, conversationId));
}

/** The rule applied to a relation just read: refused with its reason, or remembered as allowed. */
function admit(
  deps: AppDeps,
  sender: { id: string; creatorDomain: string | null },
  recipient: { id: string; domain: string | null },
  relation: Relation,
): void {
  const refusal = refusalOf(
    relation,
    { domain: sender.creatorDomain, official: isOfficial(deps, sender.creatorDomain) },
    { domain: recipient.domain, official: isOfficial(deps, recipient.domain) },
  );
  if (refusal) throw appError(refusal);
  if (allowedCount >= PAIRS_KEPT) {
    allowed.clear();
    allowedCount = 0;
  }
  let senders = allowed.get(recipient.id);
  if (!senders) allowed.set(recipient.id, (senders = new Map<string, number>()));
  if (!senders.has(sender.id)) allowedCount++;
  senders.set(sender.id, Date.now() + ALLOWED_FOR_MS);
}

/**
 * chatOf then assertMayWrite, for a send. When this instance holds all of it (the members, the
 * other's card, the pair allowed, the first message behind the conversation) nothing is read.
 * Otherwise one statement reads it all (chat-repo.ts sendContextOf: membership, the other's card,
 * the relation and the first-message terms), not up to four one after the other; the terms read
 * with it come back, for firstMessagePriceDue.
 */
export async function writableChatOf(
  deps: AppDeps,
  sender: { id: string; creatorDomain: string | null },
  conversationId: string,
): Promise<{ chat: ChatSide; terms?: FirstMessageTerms }> {
  const held = heldChatOf(deps, sender.id, conversationId);
  if (held) return { chat: held };
  const stamp = deps.authorCache.stamp();
  const context = await sendContextOf(deps.db, conversationId, sender.id);
  if (!context) throw appError('CONVERSATION_NOT_FOUND');
  const { other, relation, terms } = context;
  rememberPair(conversationId, [sender.id, other.id]);
  deps.authorCache.setLoaded(other.id, authorOf(other), stamp);
  const chat = sideOf(conversationId, sender.id, other.id, other);
  admit(deps, sender, { id: other.id, domain: other.creatorDomain }, relation);
  if (terms.lastSeq > 0) rememberWritten(conversationId);
  return { chat, terms };
}

/** writableChatOf's answer from memory alone, or undefined when anything it needs must be read. */
function heldChatOf(deps: AppDeps, senderId: string, conversationId: string): ChatSide | undefined {
  const pair = pairs.get(conversationId);
  if (!pair?.includes(senderId) || !written.has(conversationId)) return undefined;
  const otherId = otherOf(pair, senderId);
  const other = isAllowed(otherId, senderId) ? deps.authorCache.get(otherId) : undefined;
  return other && sideOf(conversationId, senderId, otherId, other);
}
