import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdCents } from '../../../shared/lib/money';
import { TextField } from '../../../shared/ui/text-field';
import type { TopUpAmountError } from '../lib/top-up-amount';
import { centsToInput } from '../lib/top-up-amount';

interface AmountPickerProps {
  /** What is typed, as the user typed it. */
  value: string;
  onChange: (value: string) => void;
  presetsCents: readonly string[];
  minCents: string;
  maxCents: string;
  error: TopUpAmountError | null;
}

/** A top-up amount: one of the presets, or any amount typed in USD. */
export function AmountPicker({ value, onChange, presetsCents, minCents, maxCents, error }: AmountPickerProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const limits = { min: formatUsdCents(minCents), max: formatUsdCents(maxCents) };
  return (
    <div>
      <p id={groupId} className="mb-2 text-sm font-medium text-fg/90">
        {t('wallet.amount.presets')}
      </p>
      <div role="group" aria-labelledby={groupId} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {presetsCents.map((cents) => {
          const active = value === centsToInput(cents);
          return (
            <button
              key={cents}
              type="button"
              aria-pressed={active}
              data-testid={`amount-preset-${cents}`}
              onClick={() => onChange(centsToInput(cents))}
              className={`min-h-12 cursor-pointer rounded-2xl border text-base font-semibold tabular-nums transition-colors ${
                active ? 'border-accent bg-accent/12 text-accent' : 'border-line bg-bg/60 hover:border-accent/50'
              }`}
            >
              {formatUsdCents(cents)}
            </button>
          );
        })}
      </div>
      <TextField
        className="mt-4"
        label={t('wallet.amount.custom')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ? t(`wallet.amount.${error}`, limits) : undefined}
        hint={t('wallet.amount.limits', limits)}
        data-testid="amount-input"
      />
    </div>
  );
}
