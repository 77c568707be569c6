/**
 * The wallet could not cover a payment: how much is missing, and a top-up of at least that much
 * (and at least the top-up minimum) that comes back to the page the fan paid from. A shortfall in
 * another currency is priced in USD at today's rate, rounded up.
 */
import { CircleAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import type { TSpendableCurrency } from '@fanlane/contracts/currencies';
import { minorToUsdCentsUp, topUpCentsFor } from '../../features/payments/lib/top-up-amount';
import { useExchangeRate } from '../../features/wallet/api/exchange-rate-api';
import { formatMoney, formatUsdCents } from '../../shared/lib/money';
import { withQuery } from '../../shared/lib/request';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { Button } from '../../shared/ui/button';
import { Notice } from '../../shared/ui/notice';
import { PayModalDialog } from '../../shared/ui/pay-modal-dialog';
import { Spinner } from '../../shared/ui/spinner';

interface InsufficientFundsModalProps {
  currency: TSpendableCurrency;
  missing: string;
  returnPath: string;
}

export function InsufficientFundsModal({ currency, missing, returnPath }: InsufficientFundsModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = usePayModalStore((s) => s.close);
  const rate = useExchangeRate(currency, currency !== 'USD');
  const missingCents = minorToUsdCentsUp(missing, currency, currency === 'USD' ? null : (rate.data?.usdRate ?? null));
  const topUpCents = missingCents === null ? null : topUpCentsFor(missingCents);

  const topUp = () => {
    if (topUpCents === null) return;
    close();
    void navigate(withQuery('/topUp/kodo', { amount: topUpCents, return: returnPath }));
  };

  let action;
  if (topUpCents !== null) {
    action = (
      <Button round className="w-full" onClick={topUp} data-testid="insufficient-top-up">
        {t('pay.insufficient.topUp', { amount: formatUsdCents(topUpCents) })}
      </Button>
    );
  } else if (rate.isError) {
    action = <Notice tone="error">{t('pay.insufficient.rateError')}</Notice>;
  } else {
    action = (
      <div className="flex justify-center py-2">
        <Spinner className="size-5 text-muted" />
      </div>
    );
  }

  return (
    <PayModalDialog title={t('pay.insufficient.title')} testId="insufficient-modal">
      <div className="space-y-5">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-400/15 text-amber-600 dark:text-amber-400">
            <CircleAlert className="size-7" aria-hidden />
          </span>
          <p className="mt-3 text-sm text-muted">{t('pay.insufficient.body')}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="insufficient-missing">
            {formatMoney(missing, currency)}
          </p>
        </div>
        {action}
        <Button type="cancel" round className="w-full" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </PayModalDialog>
  );
}
