import { describe, expect, it } from 'vitest';
import { act, renderHook } from '#testing-library';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useSearchParamChoice } from './use-search-param-choice';

const TABS = ['active', 'expired', 'all'] as const;

function renderChoice(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/other', url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [tab, setTab] = useSearchParamChoice('tab', TABS);
      const { pathname, search } = useLocation();
      return { tab, setTab, pathname, search, navigate: useNavigate() };
    },
    { wrapper },
  );
}

describe('a tab kept in the address', () => {
  it('reads the tab from the address, and anything unknown as the first one', () => {
    expect(renderChoice('/list?tab=expired').result.current.tab).toBe('expired');
    expect(renderChoice('/list?tab=nope').result.current.tab).toBe('active');
    expect(renderChoice('/list').result.current.tab).toBe('active');
  });

  it('writes another tab into the address and leaves the default out, in place of the current entry', () => {
    const { result } = renderChoice('/list');
    act(() => result.current.setTab('all'));
    expect(result.current).toMatchObject({ tab: 'all', search: '?tab=all' });
    act(() => result.current.setTab('active'));
    expect(result.current).toMatchObject({ tab: 'active', pathname: '/list', search: '' });
    // Back leaves the list: the tabs did not stack up in the history.
    act(() => void result.current.navigate(-1));
    expect(result.current.pathname).toBe('/other');
  });
});
