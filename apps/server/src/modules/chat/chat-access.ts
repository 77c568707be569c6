/**
 * Who may read a conversation (its two members, nobody else: one answer for "not yours" and "no
 * such conversation") and who may write in it (docs/chat.md, "Who may write to whom").
 */
import type { AppDeps } from '../../deps.ts';
import type { Database, Tx } from '../../db/client.ts';
import { appError } from '../../http/app-error.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { memberOf, relationOf, type Relation } from './chat-repo.ts';
import { isPlatformDomain } from './present-chat.ts';

export type ChatSide = {
  conversationId: string;
  meId: string;
  otherId: string;
  otherAddress: string;
  otherDomain: string | null;
  lastReadSeq: number;
};

/** The caller's side of a conversation, or CONVERSATION_NOT_FOUND. */
export async function chatOf(
  deps: AppDeps,
  meId: string,
  conversationId: string,
  db: Database | Tx = deps.db,
): Promise<ChatSide> {
  const member = await memberOf(db, conversationId, meId);
  if (!member) throw appError('CONVERSATION_NOT_FOUND');
  const other = (await authorsByIds(deps, [member.otherId])).get(member.otherId)!;
  return {
    conversationId,
    meId,
    otherId: member.otherId,
    otherAddress: other.address,
    otherDomain: other.creatorDomain,
    lastReadSeq: member.lastReadSeq,
  };
}

export const isOfficial = (deps: AppDeps, domain: string | null) => isPlatformDomain(deps.config, domain);

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
  const relation = await relationOf(deps.db, sender.id, recipient.id, conversationId);
  const refusal = refusalOf(
    relation,
    { domain: sender.creatorDomain, official: isOfficial(deps, sender.creatorDomain) },
    { domain: recipient.domain, official: isOfficial(deps, recipient.domain) },
  );
  if (refusal) throw appError(refusal);
}
