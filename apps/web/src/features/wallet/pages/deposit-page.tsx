import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { CRYPTO_DEPOSIT_CURRENCIES, type TCryptoDepositCurrency } from '@fanlane/contracts/deposit';
import { withQuery } from '../../../shared/lib/request';
import { useTopUpOptions } from '../api/top-up-api';
import { AmountPicker } from '../components/amount-picker';
import { CryptoDeposit } from '../components/crypto-deposit';
import { DepositMethods } from '../components/deposit-methods';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { PageHeader } from '../../../shared/ui/page-header';
import { checkTopUpAmount } from '../lib/top-up-amount';
import { safeReturnPath } from '../lib/return-path';

const cryptoCurrencyOf = (value: string | null): TCryptoDepositCurrency | null =>
  (CRYPTO_DEPOSIT_CURRENCIES as readonly string[]).includes(value ?? '') ? (value as TCryptoDepositCurrency) : null;

/**
 * /topUp/deposit: with `?currency=ETH|USDT|SOL`, the user's own address to send that currency to;
 * otherwise an amount first (a preset or typed), then the method to pay it with.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const options = useTopUpOptions();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const returnPath = safeReturnPath(params.get('return'));
  const currency = cryptoCurrencyOf(params.get('currency'));

  const body = () => {
    if (!options.data) return options.isError ? <WalletLoadError onRetry={options.refetch} /> : <LoadingBlock />;
    if (currency)
      return (
        <CryptoDeposit
          channels={options.data.crypto}
          currency={currency}
          onCurrency={(next) => setParams({ currency: next }, { replace: true })}
        />
      );
    const { minCents, maxCents } = options.data;
    return (
      <div className="space-y-6">
        <AmountPicker
          value={amount}
          onChange={setAmount}
          presetsCents={options.data.presetsCents}
          minCents={minCents}
          maxCents={maxCents}
          error={checked ? checkTopUpAmount(amount, minCents, maxCents).error : null}
        />
        <div>
          <h2 className="mb-3 text-sm font-medium text-fg/90">{t('wallet.methods.choose')}</h2>
          <DepositMethods
            onChoose={(route) => {
              // A crypto deposit has no amount to choose: the user sends what they like.
              if (route === 'crypto') return setParams({ currency: 'ETH' });
              setChecked(true);
              const check = checkTopUpAmount(amount, minCents, maxCents);
              if (check.cents === null) return;
              void navigate(withQuery(`/topUp/${route}`, { amount: check.cents, return: returnPath }));
            }}
          />
        </div>
      </div>
    );
  };

  return (
    <section className="mx-auto max-w-xl" data-testid="deposit-page">
      <PageHeader
        title={currency ? t('wallet.crypto.title') : t('routes.deposit')}
        backTo="/topUp"
        backLabel={t('common.back')}
      />
      {body()}
    </section>
  );
}
