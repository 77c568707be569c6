/** A creator's chat settings, people to start a chat with, and unsending a message. */
import type { TChatFriend, TChatSettings, TChatSettingsUpdate } from '@fanlane/contracts/chat';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import { shownName } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { chatOf } from './chat-access.ts';
import { chatSettingsOf, friendCandidates, saveChatSettings, unsendMessage } from './chat-repo.ts';
import { chatUserOf } from './present-chat.ts';
import { publish, pushUnread } from './send-message.ts';

export async function readChatSettings(deps: AppDeps, me: Pick<UserRow, 'id'>): Promise<TChatSettings> {
  const row = await chatSettingsOf(deps.db, me.id);
  return {
    whoCanWrite: row?.whoCanWrite ?? 'everyone',
    welcomeMessage: row?.welcomeMessage ?? '',
    aiAssistant: row?.aiAssistant ?? false,
    aiPersona: row?.aiPersona ?? '',
    firstMessagePriceCents: (row?.firstMessagePriceCents ?? 0n).toString(),
  };
}

export async function updateChatSettings(
  deps: AppDeps,
  me: Pick<UserRow, 'id' | 'creatorDomain'>,
  changes: TChatSettingsUpdate,
): Promise<TChatSettings> {
  // Fans have no audience to filter: the settings are a creator's.
  if (!me.creatorDomain) throw appError('NOT_A_CREATOR');
  const current = await readChatSettings(deps, me);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const { firstMessagePriceCents, ...fields } = { ...current, ...defined };
  await deps.events.transaction(async (tx, emit) => {
    await saveChatSettings(tx, me.id, { ...fields, firstMessagePriceCents: BigInt(firstMessagePriceCents) });
    emit({ type: 'chat_settings.changed', data: { userId: me.id } });
  });
  return readChatSettings(deps, me);
}

type FriendCursor = { name: string; id: string };

function decodeFriendCursor(cursor: string | undefined): FriendCursor | null {
  if (cursor === undefined) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    const { name, id } = parsed as Partial<FriendCursor>;
    if (typeof name === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { name, id };
  } catch {
    // Not ours: refused below.
  }
  throw invalidField('cursor', 'invalid cursor');
}

export async function queryFriends(
  deps: AppDeps,
  me: Pick<UserRow, 'id'>,
  query: { q: string; cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TChatFriend>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await friendCandidates(deps.db, me.id, query.q, decodeFriendCursor(query.cursor), limit + 1);
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return {
    items: kept.map((r) => ({
      ...chatUserOf(
        { address: r.address, displayName: shownName(r), avatar: r.avatarUrl, creatorDomain: r.creatorDomain },
        deps.config,
      ),
      privateChatId: r.conversationId,
    })),
    nextCursor:
      more && last ? Buffer.from(JSON.stringify({ name: last.sortName, id: last.id })).toString('base64url') : null,
  };
}

/** Unsends the caller's own message while the other has not read it; both sides' sockets hear it. */
export async function unsend(
  deps: AppDeps,
  me: Pick<UserRow, 'id'>,
  input: { privateChatId: string; messageId: string },
): Promise<{ ok: true }> {
  const chat = await chatOf(deps, me.id, input.privateChatId);
  const done = await deps.db.transaction((tx) =>
    unsendMessage(tx, chat.conversationId, input.messageId, me.id, new Date()),
  );
  if (!done) throw appError('MESSAGE_NOT_UNSENDABLE');
  publish(deps, [me.id, chat.otherId], {
    type: 'deleted',
    privateChatId: chat.conversationId,
    messageId: done.id,
    seq: done.seq,
  });
  void pushUnread(deps, chat.otherId);
  return { ok: true };
}
