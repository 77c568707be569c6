import { UserRoundX } from 'lucide-react';
import { useTranslation } from '#i18n';
import { formatDate } from '../../../shared/lib/dates';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { RetryButton } from '../../../shared/ui/load-error';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { Notice } from '../../../shared/ui/notice';
import { personName } from '../../../shared/ui/person-name';
import { useBlockedUsers, useUnblock } from '../api/use-blocks';
import { UserText } from '../../../shared/ui/user-text';

/** The people the signed-in user has blocked, each with an Unblock button. */
export function BlockedUsers() {
  const { t } = useTranslation();
  const { query: list, items: users } = useBlockedUsers();
  const unblock = useUnblock();

  return (
    <section data-testid="blocked-users" aria-labelledby="blocked-users-title">
      <h2 id="blocked-users-title" className="text-[17px] font-semibold tracking-tight">
        {t('blocks.listTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('blocks.listHint')}</p>
      <div className="mt-4">
        {list.isPending ? (
          <ul aria-busy className="space-y-3">
            {[0, 1].map((row) => (
              <li key={row} className="flex animate-pulse items-center gap-3">
                <div className="size-10 rounded-full bg-fg/10" />
                <div className="h-4 w-40 rounded-full bg-fg/8" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <Notice tone="error" className="flex-1">
              {t('blocks.loadError')}
            </Notice>
            <RetryButton label={t('blocks.retry')} onRetry={() => void list.refetch()} />
          </div>
        ) : users.length === 0 ? (
          <div
            className="flex items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-5 text-sm text-muted"
            data-testid="blocked-empty"
          >
            <UserRoundX className="size-5 shrink-0" aria-hidden />
            {t('blocks.empty')}
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {users.map((user) => {
              const name = personName(user);
              const pending = unblock.isPending && unblock.variables === user.address;
              return (
                <li key={user.address} className="flex items-center gap-3 py-3" data-testid={`blocked-${user.address}`}>
                  <Avatar src={user.avatar} name={name} seed={user.address} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">
                      <UserText>{name}</UserText>
                    </p>
                    <p className="truncate text-xs text-muted">
                      {t('blocks.blockedOn', { date: formatDate(user.blockedAt, 'medium') ?? '' })}
                    </p>
                  </div>
                  <Button
                    type="border"
                    round
                    loading={pending}
                    onClick={() => unblock.mutate(user.address)}
                    data-testid={`unblock-${user.address}`}
                  >
                    {t('blocks.unblock')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {unblock.error && (
          <Notice tone="error" className="mt-3">
            {serverErrorMessage(t, unblock.error)}
          </Notice>
        )}
        <LoadMoreButton pages={list} label={t('blocks.showMore')} type="ghost" className="mt-3" />
      </div>
    </section>
  );
}
