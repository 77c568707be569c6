/** The chat's lists read page by page: a spinner while the first page loads, a retry when it fails. */
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import type { PagedListProps, PagedQuery } from '../../../shared/ui/paged-list';
import { Spinner } from '../../../shared/ui/spinner';

export function ChatSpinner({ className = 'flex justify-center py-10' }: { className?: string }) {
  return (
    <div className={className}>
      <Spinner className="size-6 text-accent" />
    </div>
  );
}

/** Something in the middle of the space left (a conversation's loading or failure). */
export function Centered({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 items-center justify-center p-6">{children}</div>;
}

export function CenteredSpinner() {
  return (
    <Centered>
      <Spinner className="size-6 text-accent" />
    </Centered>
  );
}

/** What stands in place of something that could not be read, with another try. */
export function ChatLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadErrorState title={title} retryLabel={t('chat.retry')} onRetry={onRetry} />;
}

type ChatPagedListProps<T> = Omit<PagedListProps<T>, 'loading' | 'error' | 'pages'> & {
  pages: PagedQuery & { refetch: () => Promise<unknown> };
  errorTitle: string;
};

export function ChatPagedList<T>({ errorTitle, ...list }: ChatPagedListProps<T>) {
  return (
    <PagedList
      {...list}
      loading={<ChatSpinner />}
      error={<ChatLoadError title={errorTitle} onRetry={() => void list.pages.refetch()} />}
    />
  );
}
