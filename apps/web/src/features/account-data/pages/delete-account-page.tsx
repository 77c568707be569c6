import { useState } from 'react';
import { useTranslation } from '#i18n';
import type { TAccountDeletionState, TDeletionBalance } from '@fanlane/contracts/account-data';
import type { TCurrency } from '@fanlane/contracts/money';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { formatMoney } from '../../../shared/lib/money';
import { Button } from '../../../shared/ui/button';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { TextField } from '../../../shared/ui/text-field';
import { deleteAccount, sendDeletionCode, useDeletionState } from '../api/account-data-api';
import { accountDataStrings } from '../lib/account-data-strings';

const balanceText = (b: TDeletionBalance) => formatMoney(b.minor, b.currency as TCurrency);

function DeleteForm({ state, onDeleted }: { state: TAccountDeletionState; onDeleted: (dueAt: number) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [forfeit, setForfeit] = useState(false);
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hasBalance = state.balances.length > 0;
  const ready =
    sure &&
    (!hasBalance || forfeit) &&
    !state.openWithdrawal &&
    (state.confirmBy === 'password' ? password.length > 0 : /^\d{6}$/.test(code.trim()));

  const askCode = async () => {
    setFailure(null);
    try {
      await sendDeletionCode({ silent: true });
      setCodeSent(true);
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
    }
  };
  const submit = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const body =
        state.confirmBy === 'password'
          ? { password, forfeitBalance: forfeit }
          : { code: code.trim(), forfeitBalance: forfeit };
      const { dueAt } = await deleteAccount(body, { silent: true });
      onDeleted(dueAt);
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="delete-account-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !busy) void submit();
      }}
    >
      <ul className="list-disc space-y-1.5 ps-5 text-sm">
        <li>{t('accountData.delete.whatRemoved')}</li>
        <li>{t('accountData.delete.whatKept')}</li>
        <li>{t('accountData.delete.grace', { count: state.graceDays })}</li>
        {state.renewingSubscriptions > 0 && (
          <li data-testid="delete-subscriptions">
            {t('accountData.delete.subscriptions', { count: state.renewingSubscriptions })}
          </li>
        )}
        {state.renewingSubscribers > 0 && (
          <li>{t('accountData.delete.subscribers', { count: state.renewingSubscribers })}</li>
        )}
      </ul>
      {state.openWithdrawal && (
        <Notice tone="error" testId="delete-withdrawal-open">
          {t('accountData.delete.withdrawalOpen')}
        </Notice>
      )}
      {hasBalance ? (
        <div className="space-y-2 rounded-2xl border border-line p-4" data-testid="delete-balances">
          <p className="text-sm font-semibold">{t('accountData.delete.balanceTitle')}</p>
          <ul className="space-y-1 text-sm">
            {state.balances.map((b) => (
              <li key={`${b.kind}-${b.currency}`} className="flex justify-between gap-3">
                <span className="text-muted">{t(`accountData.delete.balanceKind.${b.kind}`)}</span>
                <span className="font-medium tabular-nums">{balanceText(b)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">{t('accountData.delete.balanceAdvice')}</p>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-accent"
              checked={forfeit}
              onChange={(e) => setForfeit(e.target.checked)}
              data-testid="delete-forfeit"
            />
            <span>{t('accountData.delete.forfeit')}</span>
          </label>
        </div>
      ) : (
        <Notice>{t('accountData.delete.noBalance')}</Notice>
      )}
      {state.confirmBy === 'password' && (
        <TextField
          label={t('accountData.delete.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="delete-password"
        />
      )}
      {state.confirmBy === 'code' && (
        <div className="space-y-3">
          <p className="text-sm text-muted">{t('accountData.delete.codeHint', { email: state.email ?? '' })}</p>
          <Button
            type="border"
            htmlType="button"
            onClick={() => void askCode()}
            text={t(codeSent ? 'accountData.delete.resendCode' : 'accountData.delete.sendCode')}
          />
          <TextField
            label={t('accountData.delete.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            data-testid="delete-code"
          />
        </div>
      )}
      {state.confirmBy === 'unavailable' && <Notice tone="error">{t('accountData.delete.unavailable')}</Notice>}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-accent"
          checked={sure}
          onChange={(e) => setSure(e.target.checked)}
          data-testid="delete-sure"
        />
        <span>{t('accountData.delete.sure')}</span>
      </label>
      {failure && (
        <Notice tone="error" testId="delete-error">
          {failure}
        </Notice>
      )}
      <Button
        type="delete"
        htmlType="submit"
        disabled={!ready}
        loading={busy}
        text={t('accountData.delete.submit')}
        textLoading={t('accountData.delete.submitting')}
        className="w-full sm:w-auto"
      />
    </form>
  );
}

/**
 * /settings/account/deleteAccount: what happens (content, balance, subscriptions), then the
 * password or a mailed code. The server signs every session out; `onDeleted` (the app's
 * composition) signs this one out too and says how to cancel.
 */
function DeleteAccountPageView({ onDeleted }: { onDeleted: (dueAt: number) => void }) {
  const { t } = useTranslation();
  const state = useDeletionState();
  const [dueAt, setDueAt] = useState<number | null>(null);
  let body;
  if (dueAt !== null || state.data?.state === 'scheduled') {
    const when = formatDate(new Date(dueAt ?? state.data?.dueAt ?? Date.now()).toISOString(), 'dateTime');
    body = (
      <Notice tone="success" testId="delete-scheduled">
        {t('accountData.delete.scheduled', { date: when })}
      </Notice>
    );
  } else if (state.data) {
    body = (
      <DeleteForm
        state={state.data}
        onDeleted={(due) => {
          setDueAt(due);
          onDeleted(due);
        }}
      />
    );
  } else if (state.isError) {
    body = (
      <LoadErrorState
        title={t('accountData.loadError')}
        retryLabel={t('accountData.retry')}
        onRetry={() => void state.refetch()}
      />
    );
  } else {
    body = <div className="h-48 animate-pulse rounded-3xl bg-fg/6" aria-busy="true" />;
  }
  return (
    <section data-testid="settings-delete-account" className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsDeleteAccount')}</h1>
      <p className="mt-1.5 text-sm text-muted">{t('accountData.delete.description')}</p>
      <div className="mt-6 rounded-3xl border border-line bg-surface p-5 md:p-6">{body}</div>
    </section>
  );
}

export const DeleteAccountPage = accountDataStrings.wrap(DeleteAccountPageView);
