/**
 * The body of a tip dialog (a creator's page or post, a conversation): a preset or a typed amount
 * within the tip bounds (the wallet's amount picker and check), an optional message, which balance
 * pays, Send. A bad amount is said in place and nothing is sent.
 */
import { useId, useState } from 'react';
import { useTranslation } from '#i18n';
import { TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_PRESETS_CENTS } from '@fanlane/contracts/money';
import type { TSpendableCurrency } from '@fanlane/contracts/money';
import { PayAction } from '../../features/payments/components/pay-dialog';
import { AmountPicker } from '../../features/wallet/components/amount-picker';
import { centsToInput, checkTopUpAmount } from '../../features/wallet/lib/top-up-amount';
import { formatUsdCents } from '../../shared/lib/money';
import { WalletPayFrom } from './wallet-payment';

const PRESETS = TIP_PRESETS_CENTS.map(String);
const MIN = String(TIP_MIN_CENTS);
const MAX = String(TIP_MAX_CENTS);

export type TipChoice = {
  usdCents: string;
  currency: TSpendableCurrency;
  /** Trimmed; empty: none. */ message: string;
};

/** The optional message to the creator, with how much of it is left. */
function TipMessage({ value, max, onChange }: { value: string; max: number; onChange: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg/90">
        {t('pay.tip.message')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('pay.tip.messagePlaceholder')}
        data-testid="tip-message"
        className="w-full resize-none rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 text-[15px] outline-none placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20"
      />
      <p className="text-end text-xs text-muted tabular-nums">
        {value.length}/{max}
      </p>
    </div>
  );
}

export function TipForm({
  messageMax,
  pending,
  error,
  onSend,
}: {
  messageMax: number;
  pending: boolean;
  error: string | null;
  onSend: (tip: TipChoice) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(() => centsToInput(PRESETS[0] ?? MIN));
  // The amount's error shows once Send was pressed, and goes when the amount changes.
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState('');
  const [currency, setCurrency] = useState<TSpendableCurrency>('USD');

  const check = checkTopUpAmount(amount, MIN, MAX);
  const send = () => {
    setTried(true);
    if (check.cents === null) return;
    onSend({ usdCents: check.cents, currency, message: message.trim() });
  };

  return (
    <div className="space-y-4">
      <AmountPicker
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setTried(false);
        }}
        presetsCents={PRESETS}
        minCents={MIN}
        maxCents={MAX}
        error={null}
      />
      {/* The picker's own messages speak of top-ups; a tip says its own. */}
      {tried && check.error && (
        <p role="alert" className="-mt-2 text-[13px] text-red-500 dark:text-red-400" data-testid="tip-amount-error">
          {t(check.error === 'invalid' ? 'pay.tip.errors.invalid' : 'pay.tip.errors.range', {
            min: formatUsdCents(MIN),
            max: formatUsdCents(MAX),
          })}
        </p>
      )}
      <TipMessage value={message} max={messageMax} onChange={setMessage} />
      <WalletPayFrom usdCents={check.cents} currency={currency} onCurrency={setCurrency} />
      <PayAction
        label={check.cents ? t('pay.tip.send', { amount: formatUsdCents(check.cents) }) : t('pay.tip.sendPlain')}
        pending={pending}
        error={error}
        onPay={send}
        testId="tip-send"
      />
    </div>
  );
}
