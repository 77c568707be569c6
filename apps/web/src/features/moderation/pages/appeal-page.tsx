/**
 * /appeal (public, docs/moderation.md): a restricted or banned account, or an author whose post or
 * comment was taken down, reads why and explains; the page then shows the appeal's state and the
 * team's answer. Who it is: the signed-in user, or the signed link (`?token=`) of a moderation mail,
 * which is how a banned user (who cannot sign in) gets here. Without either, it mails a new link.
 */
import { useState } from 'react';
import { Gavel, MailCheck, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN, type TAppealable } from '@fanlane/contracts/moderation';
import { formatDate } from '../../../shared/lib/dates';
import { ApiError } from '../../../shared/lib/request';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { TextField } from '../../../shared/ui/text-field';
import { requestAppealLink, useAppealState, useCreateAppeal } from '../api/moderation-api';
import { moderationStrings } from '../lib/moderation-strings';

const STATE_TONES = {
  open: 'bg-amber-400/15 text-amber-700 dark:text-amber-300',
  upheld: 'bg-red-500/12 text-red-600 dark:text-red-300',
  lifted: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
} as const;

function AppealItem({ item, token }: { item: TAppealable; token: string | null }) {
  const { t } = useTranslation();
  const create = useCreateAppeal(token);
  const [message, setMessage] = useState('');
  const length = Array.from(message.trim()).length;
  const error =
    create.error instanceof ApiError ? create.error.message : create.error ? t('moderation.appeal.failed') : null;
  return (
    <li
      className="rounded-3xl border border-line bg-surface p-4 sm:p-5"
      data-testid="appeal-item"
      data-subject={item.subjectType}
    >
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">
        {t(`moderation.appeal.kind.${item.kind}`)}
      </p>
      <p className="mt-1 text-xs text-muted">{formatDate(item.at, 'dateTime')}</p>
      {item.excerpt && (
        <blockquote className="mt-3 rounded-2xl bg-fg/5 px-3 py-2 text-sm break-words whitespace-pre-line" dir="auto">
          {item.excerpt}
        </blockquote>
      )}
      <p className="mt-3 text-sm" data-testid="appeal-reason">
        <span className="font-semibold">{t('moderation.appeal.reason')}</span> {item.reason}
      </p>
      {item.appeal ? (
        <div className="mt-4 space-y-2">
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[item.appeal.state]}`}
            data-testid="appeal-state"
            data-state={item.appeal.state}
          >
            {t(`moderation.appeal.state.${item.appeal.state}`)}
          </span>
          <p className="text-sm text-muted">{t(`moderation.appeal.stateHelp.${item.appeal.state}`)}</p>
          <p className="text-sm break-words whitespace-pre-line" dir="auto">
            <span className="font-semibold">{t('moderation.appeal.yourMessage')}</span> {item.appeal.message}
          </p>
          {item.appeal.note && (
            <p className="text-sm break-words" dir="auto" data-testid="appeal-note">
              <span className="font-semibold">{t('moderation.appeal.teamNote')}</span> {item.appeal.note}
            </p>
          )}
        </div>
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({ subjectType: item.subjectType, subjectId: item.subjectId, message: message.trim() });
          }}
        >
          <CountedTextarea
            id={`appeal-${item.subjectId}`}
            label={t('moderation.appeal.messageLabel')}
            hint={t('moderation.appeal.messageHint', { min: APPEAL_MESSAGE_MIN })}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            limit={APPEAL_MESSAGE_MAX}
            length={length}
            rows={4}
            error={error}
            testId="appeal-message"
          />
          <Button
            round
            htmlType="submit"
            disabled={length < APPEAL_MESSAGE_MIN || length > APPEAL_MESSAGE_MAX}
            loading={create.isPending}
            data-testid="appeal-submit"
          >
            <Gavel className="size-4" aria-hidden />
            {t('moderation.appeal.send')}
          </Button>
        </form>
      )}
    </li>
  );
}

function AskForLink() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (sent)
    return (
      <EmptyState
        className="rounded-3xl border border-line bg-surface"
        icon={<MailCheck className="size-8" />}
        title={t('moderation.appeal.linkSentTitle')}
        description={t('moderation.appeal.linkSentBody')}
      />
    );
  return (
    <form
      className="space-y-4 rounded-3xl border border-line bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void requestAppealLink(email.trim())
          .catch(() => undefined)
          .finally(() => {
            setBusy(false);
            setSent(true);
          });
      }}
    >
      <p className="text-sm text-muted">{t('moderation.appeal.signedOut')}</p>
      <TextField
        id="appeal-email"
        label={t('moderation.appeal.emailLabel')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        data-testid="appeal-email"
      />
      <Button round htmlType="submit" loading={busy} disabled={!email.includes('@')} data-testid="appeal-link-submit">
        {t('moderation.appeal.sendLink')}
      </Button>
    </form>
  );
}

function AppealPageView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const signedIn = useUserStore(selectIsLoggedIn);
  const state = useAppealState(token, Boolean(token) || signedIn);
  return (
    <div className="mx-auto w-full max-w-2xl" data-testid="appeal-page">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('routes.appeal')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('moderation.appeal.subtitle')}</p>
      </header>
      {!token && !signedIn ? (
        <AskForLink />
      ) : state.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : state.isError || !state.data ? (
        <LoadErrorState
          title={t('moderation.appeal.loadError')}
          description={state.error?.message}
          retryLabel={t('moderation.common.retry')}
          onRetry={() => void state.refetch()}
        />
      ) : (
        <>
          <p className="mb-4 text-sm" data-testid="appeal-account-status" data-status={state.data.account.status}>
            {t(`moderation.appeal.status.${state.data.account.status}`)}
          </p>
          {state.data.items.length === 0 ? (
            <EmptyState
              className="rounded-3xl border border-dashed border-line"
              icon={<ShieldCheck className="size-8" />}
              title={t('moderation.appeal.nothingTitle')}
              description={t('moderation.appeal.nothingBody')}
            />
          ) : (
            <ul className="space-y-3">
              {state.data.items.map((item) => (
                <AppealItem key={`${item.subjectType}:${item.subjectId}`} item={item} token={token} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export const AppealPage = moderationStrings.wrap(AppealPageView);
