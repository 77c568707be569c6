import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import type { TAdminRate } from '@fanlane/contracts/audit';
import { formatDate } from '../../../shared/lib/dates';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { setRate, staffKeys, useAdminRates } from '../api/admin-staff-api';
import { adminStrings } from '../lib/admin-strings';

function RateRow({ rate }: { rate: TAdminRate }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(rate.usdRate);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fixed = rate.currency === 'USD';
  const differs = rate.effectiveUsdRate !== null && rate.effectiveUsdRate !== rate.usdRate;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setSaved(false);
    try {
      await setRate(rate.currency, value.trim());
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: staffKeys.rates });
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-3xl border border-line bg-surface p-4 sm:p-5" data-testid={`admin-rate-${rate.currency}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">{rate.currency}</p>
        <p className="text-xs text-muted">
          {t(`admin.rates.source.${rate.source}`, { defaultValue: rate.source })}
          {!fixed && ` · ${formatDate(rate.updatedAt, 'dateTime') ?? ''}`}
        </p>
      </div>
      {differs && (
        <p className="mt-1 text-xs text-muted" data-testid="admin-rate-effective">
          {t('admin.rates.effective', { rate: rate.effectiveUsdRate, source: rate.effectiveSource })}
        </p>
      )}
      {fixed ? (
        <p className="mt-2 text-sm text-muted">{t('admin.rates.usdFixed')}</p>
      ) : (
        <form noValidate onSubmit={(event) => void save(event)} className="mt-3 flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('admin.rates.usdPerUnit', { currency: rate.currency })}
              inputMode="decimal"
              dir="ltr"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={failure ?? undefined}
              hint={saved ? t('admin.rates.saved') : undefined}
              data-testid={`admin-rate-input-${rate.currency}`}
            />
          </div>
          <Button
            htmlType="submit"
            round
            loading={busy}
            disabled={value.trim() === rate.usdRate}
            className="mt-7"
            data-testid={`admin-rate-save-${rate.currency}`}
          >
            {t('admin.rates.save')}
          </Button>
        </form>
      )}
    </li>
  );
}

/** /admin/rates: USD per unit of each currency; an admin's rate is recorded in the audit log. */
function AdminRatesPageView() {
  const { t } = useTranslation();
  const rates = useAdminRates();
  return (
    <>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('routes.adminRates')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('admin.rates.subtitle')}</p>
      </header>
      {rates.isPending && <Spinner className="mx-auto size-6" />}
      {rates.isError && <p className="text-sm text-red-500">{serverErrorMessage(t, rates.error)}</p>}
      {rates.data && (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="admin-rates-list">
          {rates.data.items.map((rate) => (
            <RateRow key={rate.currency} rate={rate} />
          ))}
        </ul>
      )}
    </>
  );
}

export const AdminRatesPage = adminStrings.wrap(AdminRatesPageView);
