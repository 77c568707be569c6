import { useSearchParams } from 'react-router';

/**
 * One of `options` kept in the address as `?<name>=` (a page's tab): anything else there reads as
 * the first option, the default, which the address leaves out. A choice replaces the history entry,
 * so Back leaves the page rather than stepping through its tabs.
 */
export function useSearchParamChoice<T extends string>(
  name: string,
  options: readonly [T, ...T[]],
): [T, (option: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const fallback = options[0];
  const chosen = options.find((option) => option === value) ?? fallback;
  const choose = (option: T) => setParams(option === fallback ? {} : { [name]: option }, { replace: true });
  return [chosen, choose];
}
