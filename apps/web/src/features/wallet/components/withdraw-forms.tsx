import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { parseAmount } from '@fanlane/contracts/money-math';
import type { TWithdrawalChannel, TWithdrawalCurrency } from '@fanlane/contracts/withdrawal';
import { PAYOUT_NETWORK_CURRENCIES, type TPayoutMethod } from '@fanlane/contracts/payout';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { formatMoney, formatUsdCents, parseUsdToCents } from '../../../shared/lib/money';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { DetailList } from '../../../shared/ui/detail-list';
import { Notice } from '../../../shared/ui/notice';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useBalance } from '../api/balance-api';
import { useRequestWithdrawal, useWithdrawOptions } from '../api/withdraw-api';
import { useIntentKey } from '../lib/use-intent-key';
import { LoadingBlock, WalletLoadError } from './load-states';

/** What the terms say about an amount: what arrives, or why it cannot go. */
function terms(channel: TWithdrawalChannel, amount: bigint | null) {
  if (amount === null) return { receive: null, problem: null };
  if (amount < BigInt(channel.minAmount) || amount <= BigInt(channel.fee))
    return { receive: null, problem: 'min' as const };
  if (amount > BigInt(channel.maxAmount)) return { receive: null, problem: 'max' as const };
  return { receive: amount - BigInt(channel.fee), problem: null };
}

/** `/withdraw/new`: crypto from the wallet to an address, with the fee and what arrives shown before asking. */
export function WithdrawForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useWithdrawOptions();
  const balance = useBalance();
  const request = useRequestWithdrawal();
  const intent = useIntentKey();
  const [currency, setCurrency] = useState<TWithdrawalCurrency | null>(null);
  /** What the user typed; untouched (null), an Ethereum withdrawal starts from the address saved in settings. */
  const [typedAddress, setAddress] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [checked, setChecked] = useState(false);

  if (options.isError) return <WalletLoadError onRetry={options.refetch} />;
  if (!options.data) return <LoadingBlock />;
  const { channels, savedAddress } = options.data;
  if (channels.length === 0) return <Notice testId="withdraw-unavailable">{t('wallet.withdraw.unavailable')}</Notice>;
  const channel = channels.find((c) => c.currency === currency) ?? channels[0]!;
  const suggested = channel.network === 'ethereum' ? savedAddress : null;
  const address = typedAddress ?? suggested ?? '';
  const held = BigInt(balance.data?.balances[channel.currency] ?? '0');
  const amount = amountText.trim() === '' ? null : parseAmount(amountText.trim(), channel.currency);
  const { receive, problem } = terms(channel, amount);
  const fieldError = (field: string) =>
    validationIssues(request.error).find((i) => i.field === field) ? t(`wallet.withdraw.invalid.${field}`) : undefined;
  const amountError = !checked
    ? undefined
    : amount === null
      ? t('wallet.withdraw.invalid.amount')
      : problem === 'min'
        ? t('wallet.withdraw.belowMin', { min: formatMoney(channel.minAmount, channel.currency) })
        : problem === 'max'
          ? t('wallet.withdraw.aboveMax', { max: formatMoney(channel.maxAmount, channel.currency) })
          : amount > held
            ? t('wallet.withdraw.moreThanHeld')
            : fieldError('amount');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (amount === null || problem || amount > held || address.trim() === '') return;
    const body = { currency: channel.currency, address: address.trim(), amount: amount.toString() };
    request.mutate(
      { body: { kind: 'wallet', request: body }, key: intent.keyFor(body) },
      { onSuccess: (w) => void navigate(`/withdraw/${w.id}`) },
    );
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate data-testid="withdraw-form">
      {channels.length > 1 && (
        <SegmentedControl
          options={channels.map((c) => c.currency)}
          value={channel.currency}
          onChange={setCurrency}
          label={t('wallet.crypto.chooseCurrency')}
          role="radio"
          optionLabel={(c) => c}
          testIdPrefix="withdraw-currency"
        />
      )}
      <p className="text-sm text-muted" data-testid="withdraw-held">
        {t('wallet.withdraw.available', { amount: formatMoney(held.toString(), channel.currency) })}
      </p>
      <TextField
        label={t('wallet.withdraw.address', { network: channel.networkName })}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder={channel.network === 'ethereum' ? '0x…' : undefined}
        error={checked && address.trim() === '' ? t('wallet.withdraw.invalid.address') : fieldError('address')}
        hint={typedAddress === null && suggested ? t('wallet.withdraw.savedAddress') : undefined}
        data-testid="withdraw-address"
      />
      <TextField
        label={t('wallet.withdraw.amount', { currency: channel.currency })}
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        error={amountError}
        data-testid="withdraw-amount"
      />
      <DetailList
        testId="withdraw-terms"
        rows={[
          [t('wallet.withdraw.fee'), formatMoney(channel.fee, channel.currency), 'fee'],
          [
            t('wallet.withdraw.receive'),
            receive === null ? '—' : formatMoney(receive.toString(), channel.currency),
            'receive',
          ],
          [
            t('wallet.withdraw.bounds'),
            `${formatMoney(channel.minAmount, channel.currency)} – ${formatMoney(channel.maxAmount, channel.currency)}`,
            'bounds',
          ],
          [t('wallet.withdraw.dailyLeft'), formatUsdCents(options.data.dailyLeftCents), 'daily'],
        ]}
      />
      <p className="text-xs text-muted">
        {t('wallet.withdraw.codeNote', { review: formatUsdCents(options.data.reviewAboveCents) })}
      </p>
      {request.isError && validationIssues(request.error).length === 0 && (
        <Notice tone="error" testId="withdraw-error">
          {serverErrorMessage(t, request.error)}
        </Notice>
      )}
      <Button htmlType="submit" round className="w-full" loading={request.isPending} data-testid="withdraw-submit">
        {t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}

/** `/withdraw/payout`: a creator's available earnings to one of their payout methods (`methods`, as read by the caller). */
export function PayoutForm({
  methods,
}: {
  methods: { data: TPayoutMethod[] | undefined; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const domain = useUserStore((s) => s.info?.creatorDomain ?? '');
  const options = useWithdrawOptions();
  const balance = useBalance();
  const request = useRequestWithdrawal();
  const intent = useIntentKey();
  const [methodId, setMethodId] = useState('');
  const [currency, setCurrency] = useState<TWithdrawalCurrency | ''>('');
  const [amountText, setAmountText] = useState('');
  const [checked, setChecked] = useState(false);

  if (options.isError || methods.isError)
    return (
      <WalletLoadError
        onRetry={() => {
          void options.refetch();
          void methods.refetch();
        }}
      />
    );
  if (!options.data || !methods.data) return <LoadingBlock />;
  if (options.data.kycStatus !== 'approved')
    return (
      <Notice testId="payout-kyc">
        {t('wallet.payout.kycRequired')}{' '}
        <Link to="/kyc" className="font-semibold underline" data-testid="payout-kyc-link">
          {t('routes.kyc')}
        </Link>
      </Notice>
    );
  if (methods.data.length === 0)
    return (
      <Notice testId="payout-no-method">
        {t('wallet.payout.noMethod')}{' '}
        <a href="/settings/paymentGatewayManagement" className="font-medium text-accent hover:underline">
          {t('wallet.payout.addMethod')}
        </a>
      </Notice>
    );
  const method = methods.data.find((m) => m.id === methodId) ?? methods.data[0]!;
  const currencies: readonly TWithdrawalCurrency[] = method.network ? PAYOUT_NETWORK_CURRENCIES[method.network] : [];
  const paidIn = currencies.includes(currency as TWithdrawalCurrency)
    ? (currency as TWithdrawalCurrency)
    : currencies.at(-1);
  const available = balance.data?.earnings?.available ?? '0';
  const cents = parseUsdToCents(amountText);
  const amountError = !checked
    ? undefined
    : cents === null || cents === '0'
      ? t('wallet.withdraw.invalid.amount')
      : BigInt(cents) > BigInt(available)
        ? t('wallet.payout.moreThanAvailable')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (cents === null || cents === '0' || BigInt(cents) > BigInt(available)) return;
    const body = { payoutMethodId: method.id, amountCents: cents, ...(paidIn ? { currency: paidIn } : {}) };
    request.mutate(
      { body: { kind: 'payout', request: body, creatorDomain: domain }, key: intent.keyFor(body) },
      { onSuccess: (w) => void navigate(`/withdraw/${w.id}`) },
    );
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate data-testid="payout-form">
      <p className="text-sm text-muted" data-testid="payout-available">
        {t('wallet.payout.available', { amount: formatUsdCents(available) })}
      </p>
      <SelectField
        label={t('wallet.payout.method')}
        value={method.id}
        onChange={(e) => setMethodId(e.target.value)}
        data-testid="payout-method"
      >
        {methods.data.map((m) => (
          <option key={m.id} value={m.id}>
            {m.kind === 'bank' ? `${m.bankName ?? ''} ••${m.ibanLast4 ?? ''}` : `${m.network ?? ''} ${m.address ?? ''}`}
          </option>
        ))}
      </SelectField>
      {currencies.length > 1 && (
        <SegmentedControl
          options={currencies}
          value={paidIn!}
          onChange={setCurrency}
          label={t('wallet.payout.paidIn')}
          role="radio"
          optionLabel={(c) => c}
          testIdPrefix="payout-currency"
        />
      )}
      <TextField
        label={t('wallet.payout.amount')}
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        error={amountError}
        data-testid="payout-amount"
      />
      <p className="text-xs text-muted">{t('wallet.payout.note')}</p>
      {request.isError && (
        <Notice tone="error" testId="withdraw-error">
          {serverErrorMessage(t, request.error)}
        </Notice>
      )}
      <Button htmlType="submit" round className="w-full" loading={request.isPending} data-testid="payout-submit">
        {t('wallet.payout.submit')}
      </Button>
    </form>
  );
}
