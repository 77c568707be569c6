import { Button } from './button';
import type { ButtonType } from './button';

/** The list's paged query (`useCursorPages().query`, or any `useInfiniteQuery` result). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreButtonProps {
  pages: NextPages;
  label: string;
  type?: ButtonType;
  className?: string;
  testId?: string;
}

/** The next page of a list, while there is one. */
export function LoadMoreButton({ pages, label, type = 'gray', className, testId }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      type={type}
      round
      className={className}
      loading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
