/**
 * A list read page by page, in its place on the page: what stands there while the first page
 * loads, when it could not be read and when there is nothing yet; else the items, then the button
 * for the next page while there is one.
 */
import type { ReactNode } from 'react';
import type { ButtonType } from './button';
import { LoadMoreButton } from './load-more-button';
import type { NextPages } from './load-more-button';

/** The list's paged query (`useCursorPages().query`, or any `useInfiniteQuery` result). */
export type PagedQuery = NextPages & { isPending: boolean; isError: boolean };

export interface PagedListProps<T> {
  pages: PagedQuery;
  /** Every item of the pages read so far, in order. */
  items: readonly T[];
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  /** One keyed `<li>` (or a component rendering one) per item. */
  renderItem: (item: T) => ReactNode;
  className: string;
  testId: string;
  moreLabel: string;
  moreTestId?: string;
  moreType?: ButtonType;
  /** The space above the load-more button. */
  moreSpacing?: string;
}

export function PagedList<T>({
  pages,
  items,
  loading,
  error,
  empty,
  renderItem,
  className,
  testId,
  moreLabel,
  moreTestId,
  moreType,
  moreSpacing = 'mt-4',
}: PagedListProps<T>) {
  if (pages.isPending) return loading;
  if (pages.isError) return error;
  if (items.length === 0) return empty;
  return (
    <>
      <ul className={className} data-testid={testId}>
        {items.map(renderItem)}
      </ul>
      <div className={`${moreSpacing} flex justify-center`}>
        <LoadMoreButton pages={pages} label={moreLabel} type={moreType} testId={moreTestId} />
      </div>
    </>
  );
}
