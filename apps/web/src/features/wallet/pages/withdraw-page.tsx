import { useState, type FormEvent, type ReactNode } from 'react';
import { ArrowUpRight, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TWithdrawal } from '@fanlane/contracts/withdrawal';
import { WithdrawalStatusChip } from '../../../shared/ui/withdrawal-status-chip';
import { isNotFound, serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { formatMoney } from '../../../shared/lib/money';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { TextField } from '../../../shared/ui/text-field';
import { useWithdrawal, useWithdrawals, useWithdrawalStep } from '../api/withdraw-api';
import { WalletList } from '../components/wallet-list';
import { DetailList } from '../../../shared/ui/detail-list';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { PageHeader } from '../../../shared/ui/page-header';
import { WithdrawForm } from '../components/withdraw-forms';

/** The mailed code, a new one, or taking the withdrawal back. */
function CodeStep({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation();
  const step = useWithdrawalStep(withdrawal.id);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.mutate({ kind: 'confirm', code: code.trim() });
  };
  return (
    <form
      className="space-y-3 rounded-3xl border border-line bg-surface p-5"
      onSubmit={submit}
      data-testid="withdraw-code-step"
    >
      <p className="text-sm">{t('wallet.withdraw.codeSent')}</p>
      <TextField
        label={t('wallet.withdraw.code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-testid="withdraw-code"
      />
      {step.isError && (
        <Notice tone="error" testId="withdraw-step-error">
          {serverErrorMessage(t, step.error)}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <Button htmlType="submit" round loading={step.isPending} data-testid="withdraw-confirm">
          {t('wallet.withdraw.confirm')}
        </Button>
        <Button type="ghost" round onClick={() => step.mutate({ kind: 'resend' })} data-testid="withdraw-resend">
          {t('wallet.withdraw.resend')}
        </Button>
        <Button type="ghost" round onClick={() => step.mutate({ kind: 'cancel' })} data-testid="withdraw-cancel">
          {t('wallet.withdraw.cancel')}
        </Button>
      </div>
    </form>
  );
}

function CancelWhileReviewed({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation();
  const step = useWithdrawalStep(withdrawal.id);
  return (
    <Button type="ghost" round onClick={() => step.mutate({ kind: 'cancel' })} data-testid="withdraw-cancel">
      {t('wallet.withdraw.cancel')}
    </Button>
  );
}

/** One withdrawal: where it stands, what goes where, and the transaction on the chain. */
function WithdrawalView({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const query = useWithdrawal(reference);
  if (query.isError)
    return isNotFound(query.error) ? (
      <EmptyState icon={<ArrowUpRight className="size-8" />} title={t('wallet.withdraw.notFound')} />
    ) : (
      <WalletLoadError onRetry={query.refetch} />
    );
  if (!query.data) return <LoadingBlock />;
  const w = query.data;
  const sent = formatMoney(w.sendAmount, w.currency);
  return (
    <div className="space-y-5" data-testid="withdrawal-view">
      <div className="flex items-center justify-between gap-3 rounded-3xl border border-line bg-surface p-5">
        <div>
          <p className="text-2xl font-semibold tabular-nums" data-testid="withdrawal-amount">
            {sent}
          </p>
          <p className="text-sm text-muted">{t(`wallet.withdraw.explain.${w.status}`)}</p>
        </div>
        <WithdrawalStatusChip status={w.status} />
      </div>
      {w.status === 'awaiting_code' && <CodeStep withdrawal={w} />}
      {w.status === 'requested' && <CancelWhileReviewed withdrawal={w} />}
      {w.rejectReason && (
        <Notice tone="error">{t('wallet.withdraw.rejectedBecause', { reason: w.rejectReason })}</Notice>
      )}
      <DetailList
        testId="withdrawal-details"
        rows={[
          [t('wallet.withdraw.to'), <span className="font-mono break-all">{w.destination}</span>, 'destination'],
          [
            t('wallet.withdraw.debited'),
            w.sourceCurrency === 'USD' ? formatMoney(w.amount, 'USD') : formatMoney(w.amount, w.sourceCurrency),
            'amount',
          ],
          [t('wallet.withdraw.fee'), formatMoney(w.fee, w.currency), 'fee'],
          [t('wallet.withdraw.receive'), sent, 'receive'],
          [
            t('wallet.withdraw.confirmations'),
            w.network === 'bank' || w.confirmationsNeeded === 0
              ? null
              : t('wallet.crypto.progress', { done: w.confirmations, needed: w.confirmationsNeeded }),
            'confirmations',
          ],
          [
            t('wallet.withdraw.transaction'),
            w.txHash &&
              (w.explorerUrl ? (
                <a
                  href={w.explorerUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1 font-mono text-accent hover:underline"
                >
                  {`${w.txHash.slice(0, 10)}…${w.txHash.slice(-8)}`} <ExternalLink className="size-3" aria-hidden />
                </a>
              ) : (
                <span className="font-mono break-all">{w.txHash}</span>
              )),
            'tx',
          ],
          [t('wallet.withdraw.asked'), formatDate(w.createdAt, 'dateTime'), 'created'],
          [t('wallet.withdraw.done'), w.completedAt && formatDate(w.completedAt, 'dateTime'), 'completed'],
        ]}
      />
    </div>
  );
}

function WithdrawalHistory() {
  const { t } = useTranslation();
  const { query, items } = useWithdrawals();
  return (
    <WalletList
      pages={query}
      items={items}
      emptyIcon={<ArrowUpRight className="size-8" />}
      emptyTitle={t('wallet.withdraw.empty')}
      renderItem={(w) => (
        <li key={w.id}>
          <Link
            to={`/withdraw/${w.id}`}
            data-testid={`withdrawal-${w.id}`}
            className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-fg/4"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold tabular-nums">{formatMoney(w.sendAmount, w.currency)}</p>
              <p className="truncate text-xs text-muted">
                {[w.destination, formatDate(w.createdAt, 'dateTime')].join(' · ')}
              </p>
            </div>
            <WithdrawalStatusChip status={w.status} />
          </Link>
        </li>
      )}
      testId="withdrawal-list"
    />
  );
}

/**
 * `/withdraw/:hash`: `new` is the wallet's withdrawal form, `payout` a creator's payout form (given
 * by app/, which joins it to the payout methods); any other value is a withdrawal, by its id or its
 * transaction hash.
 */
export function WithdrawPage({ payoutForm }: { payoutForm: ReactNode }) {
  const { t } = useTranslation();
  const { hash = '' } = useParams();
  const title =
    hash === 'new' ? t('wallet.withdraw.title') : hash === 'payout' ? t('wallet.payout.title') : t('routes.withdraw');
  return (
    <section className="mx-auto max-w-xl" data-testid="withdraw-page">
      <PageHeader title={title} backTo="/wallet" backLabel={t('common.back')} />
      {hash === 'new' || hash === 'payout' ? (
        <div className="space-y-8">
          {hash === 'new' ? <WithdrawForm /> : payoutForm}
          <div>
            <h2 className="mb-3 text-sm font-medium text-fg/90">{t('wallet.withdraw.history')}</h2>
            <WithdrawalHistory />
          </div>
        </div>
      ) : (
        <WithdrawalView reference={hash} />
      )}
    </section>
  );
}
