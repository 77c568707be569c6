import type { TCustomConfigList } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { assertMayUse, isCreator, presentConfig } from './config-items.ts';
import { choiceOf, itemsFor } from './preferences.ts';
import { choicesOf } from './preferences-repo.ts';

/** One item (`configItem`), or every item the caller may set, each with its saved or default choice. */
export async function queryCustomConfig(
  deps: AppDeps,
  me: Pick<UserRow, 'id' | 'creatorDomain'>,
  query: { configItem?: number | undefined },
): Promise<TCustomConfigList> {
  if (query.configItem !== undefined) assertMayUse(me, query.configItem);
  const items = query.configItem === undefined ? itemsFor(isCreator(me)) : [query.configItem];
  const choices = await choicesOf(deps.db, me.id);
  return { items: items.map((item) => presentConfig(item, choiceOf(choices, item))) };
}
