/**
 * A message board's column: its head (a title and links, given), the search, the filters (all,
 * unread, favourites) and the conversations page by page. The viewer's board and the support
 * inbox are both this column; `useBoardFilters` holds what is typed and chosen.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TChatPair } from '@fanlane/contracts/chat';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import type { PagedQuery } from '../../../shared/ui/paged-list';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { PAIR_FILTERS } from '../lib/chat-types';
import type { ChatPairFilter } from '../lib/chat-types';
import { ChatPagedList } from './chat-paged-list';
import { SearchField } from './search-field';

const SEARCH_DEBOUNCE_MS = 300;

/** The search as typed, the filter, and the search once typing pauses (what is asked for). */
export function useBoardFilters() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ChatPairFilter>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, filter, setFilter, q, narrowed: q !== '' || filter !== 'all' };
}

export function BoardColumn({
  filters,
  head,
  pages,
  items,
  errorTitle,
  empty,
  renderLine,
  testIdPrefix,
}: {
  filters: ReturnType<typeof useBoardFilters>;
  head?: ReactNode;
  pages: PagedQuery & { refetch: () => Promise<unknown> };
  items: readonly TChatPair[];
  errorTitle: string;
  empty: ReactNode;
  renderLine: (pair: TChatPair) => ReactNode;
  /** `chat` gives `chat-board`, `chat-board-search`, `chat-filter-<filter>` and `chat-board-list`. */
  testIdPrefix: 'chat' | 'support';
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid={`${testIdPrefix}-board`}>
      <div className="space-y-3 border-b border-line p-3">
        {head}
        <SearchField
          value={filters.search}
          onChange={filters.setSearch}
          label={t('chat.board.search')}
          testId={`${testIdPrefix}-board-search`}
        />
        <SegmentedControl
          options={PAIR_FILTERS}
          value={filters.filter}
          onChange={filters.setFilter}
          label={t('chat.board.filters')}
          role="tab"
          size="sm"
          optionLabel={(option) => t(`chat.board.filter.${option}`)}
          testIdPrefix={`${testIdPrefix}-filter`}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <ChatPagedList
          pages={pages}
          items={items}
          errorTitle={errorTitle}
          empty={empty}
          renderItem={renderLine}
          className="space-y-0.5"
          testId={`${testIdPrefix}-board-list`}
          moreLabel={t('chat.board.more')}
          moreSpacing="mt-2"
        />
      </div>
    </div>
  );
}
