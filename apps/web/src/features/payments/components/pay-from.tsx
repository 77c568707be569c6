/**
 * The foot of every payment dialog: which balance pays (USD, or another currency the fan holds),
 * what the USD price costs in it (the server's quote), and what that balance holds now (the wallet
 * feature's balance, handed in by the app: app/pay-modals/wallet-payment.tsx).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TBalance, TSpendableCurrency } from '@fanlane/contracts/money';
import { formatMoney, formatUsdCents } from '../../../shared/lib/money';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { usePriceQuote } from '../api/use-price-quote';
import { payCurrencies } from '../lib/pay-currencies';

export interface PayFromProps {
  /** The price in USD cents; null while the amount is not valid yet. */
  usdCents: string | null;
  currency: TSpendableCurrency;
  onCurrency: (currency: TSpendableCurrency) => void;
  /** What the fan holds of each currency; undefined while the balance loads. */
  balances: TBalance['balances'] | undefined;
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function PayFrom({ usdCents, currency, onCurrency, balances }: PayFromProps) {
  const { t } = useTranslation();
  const options = payCurrencies(balances);
  const quote = usePriceQuote(usdCents, currency);

  let cost: ReactNode = '—';
  if (usdCents !== null && currency === 'USD') cost = formatUsdCents(usdCents);
  else if (usdCents !== null && quote.data) cost = formatMoney(quote.data.amount, currency);
  else if (usdCents !== null && quote.isError)
    cost = <span className="font-normal text-red-500">{t('pay.from.quoteError')}</span>;
  else if (usdCents !== null) cost = <Spinner className="size-4 text-muted" />;

  const held = balances?.[currency];
  return (
    <div className="space-y-3 rounded-2xl border border-line bg-bg/40 p-3.5" data-testid="pay-from">
      {options.length > 1 && (
        <SelectField
          label={t('pay.from.currency')}
          value={currency}
          onChange={(event) => onCurrency(event.target.value as TSpendableCurrency)}
          data-testid="pay-currency"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`pay.currencies.${option}`)}
            </option>
          ))}
        </SelectField>
      )}
      <dl className="space-y-1.5">
        <Row label={t('pay.from.cost')} value={cost} testId="pay-cost" />
        <Row
          label={t('pay.from.balance', { currency: t(`pay.currencies.${currency}`) })}
          value={held === undefined ? <Spinner className="size-4 text-muted" /> : formatMoney(held, currency)}
          testId="pay-balance"
        />
      </dl>
    </div>
  );
}
