/**
 * A mass message's audience in the statistics: its kind, or for a saved list the list's name (read
 * from the creator's lists, one request for every row), or that the list was deleted since.
 */
import { useTranslation } from '#i18n';
import type { TMassMessage } from '@fanlane/contracts/chat';
import { useFanLists } from '../api/fan-lists-api';

export function MassAudienceLabel({ mass }: { mass: Pick<TMassMessage, 'audience' | 'listId'> }) {
  const { t } = useTranslation();
  const isList = mass.audience === 'list';
  const lists = useFanLists(isList);
  if (!isList || !lists.data) return <>{t(`chat.mass.audiences.${mass.audience}`)}</>;
  const name = lists.data.find((list) => list.id === mass.listId)?.name;
  return <>{name ? t('chat.massStats.listAudience', { name }) : t('chat.massStats.deletedList')}</>;
}
