/**
 * /settings/paymentGatewayManagement: where a creator's payouts go. An address on Ethereum (paid
 * in ETH or USDT), one on Solana (paid in SOL) and a bank account, each set, replaced or removed
 * on its own card; the server checks checksums, key lengths and IBANs and names the field at fault.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { Building2, Wallet } from 'lucide-react';
import {
  PAYOUT_NETWORK_CURRENCIES,
  PAYOUT_NETWORKS,
  type TPayoutMethod,
  type TPayoutMethodSaveRequest,
  type TPayoutNetwork,
} from '@fanlane/contracts/payout';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { TextField } from '../../../shared/ui/text-field';
import { deletePayoutMethod, payoutKeys, savePayoutMethod, usePayoutMethods } from '../api/payout-api';
import { payoutStrings } from '../lib/payout-strings';

type Fields = Record<string, string>;
/** The server's reason for a field, as a sentence; anything else it may say is "check this field". */
const FIELD_REASONS = ['checksum', 'evm_address', 'solana_address', 'iban', 'bic'] as const;

function MethodCard({
  creatorDomain,
  title,
  hint,
  icon,
  testId,
  saved,
  summary,
  fields,
  toRequest,
}: {
  creatorDomain: string;
  title: string;
  hint: string;
  icon: ReactNode;
  testId: string;
  saved: TPayoutMethod | undefined;
  summary: ReactNode;
  fields: { name: string; label: string; placeholder?: string; autoComplete?: string }[];
  toRequest: (values: Fields) => TPayoutMethodSaveRequest;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Fields>({});
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: payoutKeys.methods(creatorDomain) });
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      await action();
      await refresh();
      setEditing(false);
      setValues({});
    } catch (error) {
      const issues = validationIssues(error);
      if (issues.length === 0) setFailure(serverErrorMessage(t, error));
      else {
        const reason = (message: string) =>
          (FIELD_REASONS as readonly string[]).includes(message)
            ? t(`payouts.errors.${message}`)
            : t('payouts.errors.invalid');
        setErrors(Object.fromEntries(issues.map((issue) => [issue.field, reason(issue.message)])));
      }
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => savePayoutMethod(creatorDomain, toRequest(values)));
  };

  return (
    <section className="rounded-3xl border border-line bg-surface p-5" data-testid={testId}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-accent/12 text-accent">{icon}</span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-[13px] text-muted">{hint}</p>
        </div>
      </div>
      {!editing ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 text-sm" data-testid={`${testId}-value`}>
            {saved ? summary : <span className="text-muted">{t('payouts.notSet')}</span>}
          </div>
          <div className="flex gap-2">
            {saved && (
              <Button
                type="gray"
                loading={busy}
                onClick={() => void run(() => deletePayoutMethod(creatorDomain, saved.id))}
                data-testid={`${testId}-remove`}
              >
                {t('payouts.remove')}
              </Button>
            )}
            <Button type="border" onClick={() => setEditing(true)} data-testid={`${testId}-edit`}>
              {saved ? t('payouts.change') : t('payouts.add')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete ?? 'off'}
              spellCheck={false}
              value={values[field.name] ?? ''}
              onChange={(e) => setValues((current) => ({ ...current, [field.name]: e.target.value }))}
              error={errors[field.name]}
              data-testid={`${testId}-${field.name}`}
            />
          ))}
          {failure && <Notice tone="error">{failure}</Notice>}
          <div className="flex justify-end gap-2">
            <Button type="cancel" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
            <Button htmlType="submit" loading={busy} data-testid={`${testId}-save`}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function Methods({ creatorDomain }: { creatorDomain: string }) {
  const { t } = useTranslation();
  const methods = usePayoutMethods(creatorDomain);
  if (methods.isError)
    return (
      <LoadErrorState
        title={t('payouts.loadError')}
        retryLabel={t('pay.retry')}
        onRetry={() => void methods.refetch()}
      />
    );
  if (!methods.data)
    return (
      <div aria-busy className="grid animate-pulse gap-4">
        <div className="h-32 rounded-3xl bg-fg/8" />
        <div className="h-32 rounded-3xl bg-fg/6" />
      </div>
    );
  const crypto = (network: TPayoutNetwork) => methods.data.find((m) => m.kind === 'crypto' && m.network === network);
  const bank = methods.data.find((m) => m.kind === 'bank');
  return (
    <div className="grid gap-4">
      {PAYOUT_NETWORKS.map((network) => {
        const saved = crypto(network);
        return (
          <MethodCard
            key={network}
            creatorDomain={creatorDomain}
            title={t(`payouts.networks.${network}`)}
            hint={t('payouts.paidIn', { currencies: PAYOUT_NETWORK_CURRENCIES[network].join(', ') })}
            icon={<Wallet className="size-5" aria-hidden />}
            testId={`payout-${network}`}
            saved={saved}
            summary={<code className="break-all">{saved?.address}</code>}
            fields={[
              {
                name: 'address',
                label: t('payouts.address'),
                placeholder: network === 'ethereum' ? '0x…' : t('payouts.solanaPlaceholder'),
              },
            ]}
            toRequest={(values) => ({ kind: 'crypto', network, address: values.address ?? '' })}
          />
        );
      })}
      <MethodCard
        creatorDomain={creatorDomain}
        title={t('payouts.bank')}
        hint={t('payouts.bankHint')}
        icon={<Building2 className="size-5" aria-hidden />}
        testId="payout-bank"
        saved={bank}
        summary={
          bank && (
            <span>
              <span className="block font-medium">{bank.holderName}</span>
              <span className="text-muted">
                {bank.bankName} · {bank.bic} · IBAN ••••{bank.ibanLast4}
              </span>
            </span>
          )
        }
        fields={[
          { name: 'holderName', label: t('payouts.holderName'), autoComplete: 'name' },
          { name: 'iban', label: 'IBAN', placeholder: 'DE89 3704 0044 0532 0130 00' },
          { name: 'bic', label: 'BIC / SWIFT', placeholder: 'COBADEFFXXX' },
          { name: 'bankName', label: t('payouts.bankName') },
        ]}
        toRequest={(values) => ({
          kind: 'bank',
          holderName: values.holderName ?? '',
          iban: values.iban ?? '',
          bic: values.bic ?? '',
          bankName: values.bankName ?? '',
        })}
      />
    </div>
  );
}

function PayoutMethodsPageView() {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  return (
    <section className="mx-auto max-w-2xl" data-testid="payout-methods-page">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsPaymentGateways')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('payouts.description')}</p>
      {creatorDomain ? (
        <Methods creatorDomain={creatorDomain} />
      ) : (
        <CreatorsOnlyNotice message={t('payouts.creatorsOnly')} />
      )}
    </section>
  );
}

export const PayoutMethodsPage = payoutStrings.wrap(PayoutMethodsPageView);
