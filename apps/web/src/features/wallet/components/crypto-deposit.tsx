import { useState } from 'react';
import { Check, Copy, ReceiptText, TriangleAlert } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TCryptoDepositCurrency, TDepositChannel } from '@fanlane/contracts/deposit';
import { formatMoney } from '../../../shared/lib/money';
import { DetailList } from '../../../shared/ui/detail-list';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { useCryptoDeposits, useDepositAddress } from '../api/deposit-api';
import { CryptoDepositRow } from './crypto-deposit-row';
import { LoadingBlock, WalletLoadError } from './load-states';
import { QrCode } from '../../../shared/ui/qr-code';
import { WalletList } from './wallet-list';

function CopyAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      .writeText(address)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <button
      type="button"
      onClick={copy}
      data-testid="deposit-copy"
      className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium transition-colors hover:border-accent/50"
    >
      {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? t('common.copied') : t('wallet.crypto.copy')}
    </button>
  );
}

function AddressCard({ channel }: { channel: TDepositChannel }) {
  const { t } = useTranslation();
  const address = useDepositAddress(channel.currency);
  const currencyName = t(`wallet.currency.${channel.currency}`);
  if (address.isError) return <WalletLoadError onRetry={address.refetch} />;
  if (!address.data) return <LoadingBlock />;
  const { data } = address;
  return (
    <div className="space-y-4" data-testid="deposit-address-card">
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-surface p-5">
        <QrCode
          testId="deposit-qr"
          value={data.paymentUri}
          label={t('wallet.crypto.qrLabel', { currency: currencyName })}
        />
        <div className="w-full text-center">
          <p className="mb-1 text-sm text-muted">{t('wallet.crypto.address', { currency: channel.currency })}</p>
          <p className="font-mono text-sm break-all" data-testid="deposit-address">
            {data.address}
          </p>
        </div>
        <CopyAddress address={data.address} />
      </div>
      <p
        role="note"
        className="flex items-start gap-2 rounded-2xl border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200"
        data-testid="deposit-warning"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {t('wallet.crypto.warning', { currency: channel.currency, network: data.networkName })}{' '}
          {t('wallet.crypto.belowMinimumNote')}
        </span>
      </p>
      <DetailList
        testId="deposit-terms"
        rows={[
          [t('wallet.crypto.network'), data.networkName, 'network'],
          [t('wallet.crypto.minimum'), formatMoney(data.minAmount, data.currency), 'minimum'],
          [
            t('wallet.crypto.confirmations'),
            data.network === 'solana'
              ? t('wallet.crypto.finality')
              : t('wallet.crypto.confirmationsValue', { count: data.confirmations }),
            'confirmations',
          ],
        ]}
      />
    </div>
  );
}

/** Deposits of the user, newest first, with where each stands; refreshed while one is confirming, or all along with `watch`. */
export function CryptoDepositList({ watch = false }: { watch?: boolean }) {
  const { t } = useTranslation();
  const { query, items } = useCryptoDeposits(watch);
  return (
    <WalletList
      pages={query}
      items={items}
      emptyIcon={<ReceiptText className="size-8" />}
      emptyTitle={t('wallet.crypto.empty')}
      renderItem={(item) => <CryptoDepositRow key={item.id} deposit={item} />}
      testId="crypto-deposit-list"
    />
  );
}

/**
 * The crypto half of /topUp/deposit: a currency among those the deployment watches, the user's own
 * address for it with a QR code, the network, minimum and confirmations, a warning about sending
 * on another network, and the user's deposits as they confirm.
 */
export function CryptoDeposit({
  channels,
  currency,
  onCurrency,
}: {
  channels: TDepositChannel[];
  currency: TCryptoDepositCurrency;
  onCurrency: (currency: TCryptoDepositCurrency) => void;
}) {
  const { t } = useTranslation();
  const channel = channels.find((c) => c.currency === currency) ?? channels[0];
  if (!channel) return <p className="text-sm text-muted">{t('wallet.crypto.unavailable')}</p>;
  return (
    <div className="space-y-6" data-testid="crypto-deposit">
      {channels.length > 1 && (
        <SegmentedControl
          options={channels.map((c) => c.currency)}
          value={channel.currency}
          onChange={onCurrency}
          label={t('wallet.crypto.chooseCurrency')}
          role="tab"
          optionLabel={(c) => c}
          testIdPrefix="deposit-currency"
        />
      )}
      <AddressCard key={channel.currency} channel={channel} />
      <div>
        <h2 className="mb-3 text-sm font-medium text-fg/90">{t('wallet.crypto.recent')}</h2>
        <CryptoDepositList watch />
      </div>
    </div>
  );
}
