/** Lists and their members as the creator sees them. */
import type { TChatUser } from '@fanlane/contracts/chat';
import type { TFanList } from '@fanlane/contracts/fan-lists';
import { shownName } from '@fanlane/contracts/names';
import type { Config } from '../../config.ts';
import type { FanListRow } from '../../db/schema/index.ts';

export function presentList(row: FanListRow, memberCount: number): TFanList {
  return {
    id: row.id,
    name: row.name,
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type CardRow = {
  id: string;
  address: string;
  displayName: string | null;
  avatarUrl: string | null;
  creatorDomain: string | null;
};

/**
 * The card the chat board shows of a person. The chat module has its own (present-chat.ts) but
 * cannot be imported here: chat imports this module for the mass audience `list`.
 */
export function fanCardOf(row: CardRow, config: Config): TChatUser {
  const domain = row.creatorDomain?.toLowerCase();
  return {
    address: row.address,
    displayName: shownName(row),
    avatar: row.avatarUrl,
    domain: row.creatorDomain,
    isCreator: row.creatorDomain !== null,
    official: domain === config.supportDomain || domain === config.ai.botDomain,
  };
}
