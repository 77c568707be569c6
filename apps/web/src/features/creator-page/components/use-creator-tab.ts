import { useSearchParams } from 'react-router';
import type { TCreatorTab, TMediaFilter } from '../api/creator-page-api';

function readTab(params: URLSearchParams): { tab: TCreatorTab; filter: TMediaFilter } {
  const tab: TCreatorTab = params.get('tab') === 'media' ? 'media' : 'posts';
  const kind = params.get('kind');
  const filter: TMediaFilter = tab === 'media' && (kind === 'image' || kind === 'video') ? kind : 'all';
  return { tab, filter };
}

/** The page's tab, kept in the address (?tab=media&kind=video), so back and reload keep it. */
export function useCreatorTab() {
  const [params, setParams] = useSearchParams();
  const { tab, filter } = readTab(params);

  const setTab = (next: { tab: TCreatorTab; filter?: TMediaFilter }) => {
    const query = new URLSearchParams(params);
    if (next.tab === 'media') query.set('tab', 'media');
    else query.delete('tab');
    if (next.tab === 'media' && next.filter && next.filter !== 'all') query.set('kind', next.filter);
    else query.delete('kind');
    setParams(query, { replace: true, preventScrollReset: true });
  };

  return { tab, filter, setTab };
}
