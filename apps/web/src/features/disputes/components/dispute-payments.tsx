import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TDispute } from '@fanlane/contracts/dispute';
import { formatUsdCents } from '../../../shared/lib/money';
import { personName } from '../../../shared/ui/person-name';
import { isolate } from '../../../shared/ui/user-text';

type DisputedPayment = TDispute['payments'][number];

const LINK = 'relative text-sm font-semibold text-accent hover:underline';

function PaymentRow({ payment, showTransaction }: { payment: DisputedPayment; showTransaction: boolean }) {
  const { t } = useTranslation();
  const held = BigInt(payment.heldCents) > 0n;
  return (
    <li className="px-4 py-3.5" data-testid="dispute-payment">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{t(`wallet.kind.${payment.kind}`, { defaultValue: payment.kind })}</p>
          <p className="truncate text-sm text-muted">
            {t('disputes.payments.to', { name: isolate(personName(payment.creator)) })}
          </p>
        </div>
        <div className="shrink-0 text-end tabular-nums">
          <p className="font-semibold">{formatUsdCents(payment.usdCents)}</p>
          {held && (
            <p className="text-xs text-muted" data-testid="dispute-payment-held">
              {t('disputes.payments.held', { amount: formatUsdCents(payment.heldCents) })}
            </p>
          )}
        </div>
      </div>
      {(showTransaction || payment.postId) && (
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {showTransaction && (
            <Link
              to={`/transaction/${payment.transactionId}`}
              className={LINK}
              data-testid="dispute-payment-transaction"
            >
              {t('disputes.payments.viewPayment')}
            </Link>
          )}
          {payment.postId && (
            <Link
              to={`/post?id=${encodeURIComponent(payment.postId)}`}
              className={LINK}
              data-testid="dispute-payment-post"
            >
              {t('disputes.payments.viewPost')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

/** The payments the case is about, with each creator's share held for it. */
export function DisputePayments({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  if (dispute.payments.length === 0) return null;
  // The payment pages are the fan's and the creator's own; an admin has none of them.
  const showTransaction = dispute.viewerRole !== 'admin';
  return (
    <section>
      <h2 className="mb-3 font-semibold">{t('disputes.payments.title')}</h2>
      <ul
        className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
        data-testid="dispute-payments"
      >
        {dispute.payments.map((payment) => (
          <PaymentRow key={payment.transactionId} payment={payment} showTransaction={showTransaction} />
        ))}
      </ul>
    </section>
  );
}
