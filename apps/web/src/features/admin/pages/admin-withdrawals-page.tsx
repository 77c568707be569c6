import { useState } from 'react';
import { useTranslation } from '#i18n';
import type { TAdminWithdrawal, TWithdrawalStatus } from '@fanlane/contracts/withdrawal';
import { formatDate } from '../../../shared/lib/dates';
import { formatMoney, formatUsdCents } from '../../../shared/lib/money';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { WithdrawalStatusChip } from '../../../shared/ui/withdrawal-status-chip';
import { useAdminWithdrawals, useDecideWithdrawal } from '../api/admin-withdrawals-api';
import { AdminPageHead } from '../components/admin-page-head';
import { AdminQueue } from '../components/admin-queue';
import { adminStrings } from '../lib/admin-strings';

// What waits for a decision first; then what is on its way, then what is done.
const TABS = [
  'requested',
  'approved',
  'broadcast',
  'confirmed',
  'rejected',
] as const satisfies readonly TWithdrawalStatus[];

function WithdrawalCard({ withdrawal: w }: { withdrawal: TAdminWithdrawal }) {
  const { t } = useTranslation();
  const decide = useDecideWithdrawal();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const open = w.status === 'requested' || w.status === 'approved';
  return (
    <li className="space-y-3 rounded-3xl border border-line bg-surface p-5" data-testid={`admin-withdrawal-${w.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold tabular-nums">
            {formatMoney(w.sendAmount, w.currency)}{' '}
            <span className="text-sm font-normal text-muted">≈ {formatUsdCents(w.usdCents)}</span>
          </p>
          <p className="truncate text-sm text-muted">
            {t(`admin.withdrawals.kind.${w.kind}`)} · {w.user.email ?? w.user.address} ·{' '}
            {t('admin.withdrawals.kyc', { status: w.user.kycStatus })}
          </p>
          <p className="font-mono text-xs break-all text-muted">{w.destination}</p>
          <p className="text-xs text-muted">{formatDate(w.createdAt, 'dateTime')}</p>
        </div>
        <WithdrawalStatusChip status={w.status} />
      </div>
      {w.txHash && (
        <p className="font-mono text-xs break-all">
          {w.explorerUrl ? (
            <a href={w.explorerUrl} target="_blank" rel="noreferrer noopener" className="text-accent hover:underline">
              {w.txHash}
            </a>
          ) : (
            w.txHash
          )}
        </p>
      )}
      {open && (
        <div className="flex flex-wrap items-end gap-2">
          {w.status === 'requested' && (
            <Button
              round
              onClick={() => decide.mutate({ action: 'approve', id: w.id })}
              data-testid="admin-withdrawal-approve"
            >
              {t('admin.withdrawals.approve')}
            </Button>
          )}
          {w.status === 'approved' && w.network === 'bank' && (
            <Button
              round
              onClick={() => decide.mutate({ action: 'markPaid', id: w.id })}
              data-testid="admin-withdrawal-paid"
            >
              {t('admin.withdrawals.markPaid')}
            </Button>
          )}
          {rejecting ? (
            <form
              className="flex w-full flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (reason.trim()) decide.mutate({ action: 'reject', id: w.id, reason: reason.trim() });
              }}
            >
              <TextField
                className="min-w-60 flex-1"
                label={t('admin.withdrawals.reason')}
                value={reason}
                maxLength={300}
                onChange={(e) => setReason(e.target.value)}
                data-testid="admin-withdrawal-reason"
              />
              <Button htmlType="submit" type="delete" round data-testid="admin-withdrawal-reject-confirm">
                {t('admin.withdrawals.reject')}
              </Button>
            </form>
          ) : (
            <Button type="cancel" round onClick={() => setRejecting(true)} data-testid="admin-withdrawal-reject">
              {t('admin.withdrawals.reject')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** /admin/withdrawals: withdrawals and payouts by status; the review queue first. */
function AdminWithdrawalsPageView() {
  const { t } = useTranslation();
  const [status, setStatus] = useSearchParamChoice('status', TABS);
  const { query, items } = useAdminWithdrawals(status);
  return (
    <>
      <AdminPageHead
        title={t('routes.adminWithdrawals')}
        subtitle={t('admin.withdrawals.subtitle')}
        tabs={TABS}
        value={status}
        onChange={setStatus}
        tabLabel={(tab) => t(`wallet.withdraw.status.${tab}`)}
        tabsLabel={t('routes.adminWithdrawals')}
        testIdPrefix="admin-withdrawals-tab"
      />
      <AdminQueue
        pages={query}
        items={items}
        errorTitle={t('admin.creators.loadError')}
        emptyTitle={t('admin.withdrawals.empty')}
        renderItem={(w) => <WithdrawalCard key={w.id} withdrawal={w} />}
        className="space-y-4"
        testId="admin-withdrawals-list"
      />
    </>
  );
}

export const AdminWithdrawalsPage = adminStrings.wrap(AdminWithdrawalsPageView);
