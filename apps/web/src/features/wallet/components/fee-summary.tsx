import { useTranslation } from '#i18n';
import { formatUsdCents } from '../../../shared/lib/money';
import { topUpTotalCents } from '../lib/top-up-amount';

/** What a card top-up costs: the amount credited, the fixed fee on top, and the total charged. */
export function FeeSummary({ amountCents, feeCents }: { amountCents: string | null; feeCents: string }) {
  const { t } = useTranslation();
  const total = amountCents === null ? null : topUpTotalCents(amountCents, feeCents);
  const rows: Array<[string, string | null, string]> = [
    [t('wallet.fee.amount'), amountCents, 'fee-amount'],
    [t('wallet.fee.fee'), feeCents, 'fee-fee'],
  ];
  return (
    <dl className="space-y-2 rounded-2xl border border-line bg-bg/60 p-4 text-sm tabular-nums">
      {rows.map(([label, cents, testId]) => (
        <div key={testId} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd data-testid={testId}>{cents === null ? '—' : formatUsdCents(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{t('wallet.fee.total')}</dt>
        <dd data-testid="fee-total">{total === null ? '—' : formatUsdCents(total)}</dd>
      </div>
    </dl>
  );
}
