import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withQuery } from '../../../shared/lib/request';
import { useTopUpOptions } from '../api/top-up-api';
import { AmountPicker } from '../components/amount-picker';
import { DepositMethods } from '../components/deposit-methods';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { PageHeader } from '../components/page-header';
import { checkTopUpAmount } from '../lib/top-up-amount';
import { safeReturnPath } from '../lib/return-path';

/** /topUp/deposit: an amount first (a preset or typed), then the method to pay it with. */
export function DepositPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = useTopUpOptions();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const returnPath = safeReturnPath(params.get('return'));

  return (
    <section className="mx-auto max-w-xl" data-testid="deposit-page">
      <PageHeader title={t('routes.deposit')} backTo="/topUp" backLabel={t('common.back')} />
      {options.data ? (
        <div className="space-y-6">
          <AmountPicker
            value={amount}
            onChange={setAmount}
            presetsCents={options.data.presetsCents}
            minCents={options.data.minCents}
            maxCents={options.data.maxCents}
            error={checked ? checkTopUpAmount(amount, options.data.minCents, options.data.maxCents).error : null}
          />
          <div>
            <h2 className="mb-3 text-sm font-medium text-fg/90">{t('wallet.methods.choose')}</h2>
            <DepositMethods
              onChoose={(route) => {
                setChecked(true);
                const check = checkTopUpAmount(amount, options.data.minCents, options.data.maxCents);
                if (check.cents === null) return;
                void navigate(withQuery(`/topUp/${route}`, { amount: check.cents, return: returnPath }));
              }}
            />
          </div>
        </div>
      ) : options.isError ? (
        <WalletLoadError onRetry={options.refetch} />
      ) : (
        <LoadingBlock />
      )}
    </section>
  );
}
