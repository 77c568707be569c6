/**
 * /admin/contact: what visitors sent through /contact, the open ones first. An admin answers by
 * e-mail (the reply goes to the visitor) and marks the message handled; handled ones can reopen.
 */
import { CheckCheck, Inbox, Mail, RotateCcw, ShieldAlert } from 'lucide-react';
import { useTranslation } from '#i18n';
import { CONTACT_STATUSES, type TContactMessage, type TContactStatus } from '@fanlane/contracts/contact';
import { ERRORS } from '@fanlane/contracts/errors';
import { LOCALE_NAMES, isLocale } from '@fanlane/contracts/locales';
import { formatDate } from '../../../shared/lib/dates';
import { ApiError } from '../../../shared/lib/request';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { shortAddress } from '../../../shared/ui/short-address';
import { useContactInbox, useHandleContactMessage } from '../api/admin-contact-api';
import { publicPagesStrings } from '../lib/public-pages-strings';

const TABS = CONTACT_STATUSES as unknown as readonly [TContactStatus, ...TContactStatus[]];

function MessageCard({ message }: { message: TContactMessage }) {
  const { t } = useTranslation();
  const handle = useHandleContactMessage();
  const language = isLocale(message.locale) ? LOCALE_NAMES[message.locale] : message.locale;
  const account = message.sender ? (message.sender.displayName ?? shortAddress(message.sender.address)) : null;
  const subject = `${t(`publicPages.contact.topics.${message.topic}`)}`;
  return (
    <li
      className="rounded-3xl border border-line bg-surface p-4 sm:p-5"
      data-testid="admin-contact-message"
      data-handled={message.handledAt ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{subject}</p>
          <h2 className="mt-0.5 text-base font-semibold break-words">{message.name}</h2>
          <p className="text-sm break-all text-muted">{message.email}</p>
        </div>
        <p className="text-xs text-muted">
          {t('publicPages.adminContact.received', { date: formatDate(message.createdAt, 'dateTime') })}
        </p>
      </div>
      <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-wrap break-words" data-testid="admin-contact-text">
        {message.message}
      </p>
      <p className="mt-3 text-xs text-muted">
        {account ? t('publicPages.adminContact.account', { account }) : t('publicPages.adminContact.anonymous')} ·{' '}
        {t('publicPages.adminContact.language', { language })}
      </p>
      {message.handledAt && (
        <p className="mt-1 text-xs text-emerald-700 dark:text-emerald-300">
          {t('publicPages.adminContact.handledBy', {
            admin: message.handledBy ? shortAddress(message.handledBy) : '—',
            date: formatDate(message.handledAt, 'dateTime'),
          })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
          className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold hover:bg-fg/6"
        >
          <Mail className="size-4" aria-hidden />
          {t('publicPages.adminContact.reply')}
        </a>
        {message.handledAt ? (
          <Button
            type="cancel"
            round
            loading={handle.isPending}
            onClick={() => handle.mutate({ id: message.id, handled: false })}
            data-testid="admin-contact-reopen"
          >
            <RotateCcw className="size-4" aria-hidden />
            {t('publicPages.adminContact.reopen')}
          </Button>
        ) : (
          <Button
            round
            loading={handle.isPending}
            onClick={() => handle.mutate({ id: message.id, handled: true })}
            data-testid="admin-contact-handle"
          >
            <CheckCheck className="size-4" aria-hidden />
            {t('publicPages.adminContact.markHandled')}
          </Button>
        )}
      </div>
    </li>
  );
}

function AdminContactPageView() {
  const { t } = useTranslation();
  const [status, setStatus] = useSearchParamChoice('status', TABS);
  const { query, items } = useContactInbox(status);
  const forbidden = query.error instanceof ApiError && query.error.code === ERRORS.FORBIDDEN.code;
  return (
    <div data-testid="admin-contact-page">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('routes.adminContact')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('publicPages.adminContact.subtitle')}</p>
      </header>
      {forbidden ? (
        <EmptyState
          className="rounded-3xl border border-line bg-surface"
          icon={<ShieldAlert className="size-8" />}
          title={t('publicPages.adminContact.forbiddenTitle')}
          description={t('publicPages.adminContact.forbiddenBody')}
        />
      ) : (
        <>
          <SegmentedControl
            options={TABS}
            value={status}
            onChange={setStatus}
            label={t('routes.adminContact')}
            role="tab"
            optionLabel={(tab) => t(`publicPages.adminContact.tabs.${tab}`)}
            testIdPrefix="admin-contact-tab"
            className="mb-5"
          />
          <PagedList
            pages={query}
            items={items}
            loading={<p className="text-sm text-muted">{t('common.loading')}</p>}
            error={
              <LoadErrorState
                title={t('publicPages.adminContact.loadError')}
                description={query.error?.message}
                retryLabel={t('publicPages.common.retry')}
                onRetry={() => void query.refetch()}
              />
            }
            empty={
              <EmptyState
                className="rounded-3xl border border-dashed border-line"
                icon={<Inbox className="size-8" />}
                title={
                  status === 'open' ? t('publicPages.adminContact.emptyOpen') : t('publicPages.adminContact.empty')
                }
              />
            }
            renderItem={(message) => <MessageCard key={message.id} message={message} />}
            className="space-y-3"
            testId="admin-contact-list"
            moreLabel={t('publicPages.adminContact.loadMore')}
            moreType="cancel"
            moreSpacing="mt-6"
          />
        </>
      )}
    </div>
  );
}

export const AdminContactPage = publicPagesStrings.wrap(AdminContactPageView);
