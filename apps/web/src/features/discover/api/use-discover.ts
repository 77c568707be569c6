/** The discover page's data: recommendations, and creators by what was typed and the category picked. */
import { useQuery } from '@tanstack/react-query';
import type { TCreatorCategory } from '@fanlane/contracts/creator';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { browseCreators, discoverKeys, recommendationOptions } from './discover-api';

export function useRecommendations() {
  return useQuery(recommendationOptions());
}

/** Nothing is asked without a query or a category (the page shows recommendations then). */
export function useCreatorBrowse(query: string, category: TCreatorCategory | null) {
  return useCursorPages({
    queryKey: discoverKeys.browse(query, category),
    fetchPage: (cursor, signal) => browseCreators({ query, category }, cursor, { signal, silent: true }),
    enabled: query !== '' || category !== null,
  });
}
