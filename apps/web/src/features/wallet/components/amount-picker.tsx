import { useId } from 'react';
import { useTranslation } from '#i18n';
import { formatUsdCents } from '../../../shared/lib/money';
import { TextField } from '../../../shared/ui/text-field';
import type { TopUpAmountError } from '../lib/top-up-amount';
import { centsToInput } from '../lib/top-up-amount';
import { PresetButton } from './preset-button';

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
        {presetsCents.map((cents) => (
          <PresetButton
            key={cents}
            active={value === centsToInput(cents)}
            onClick={() => onChange(centsToInput(cents))}
            testId={`amount-preset-${cents}`}
          >
            {formatUsdCents(cents)}
          </PresetButton>
        ))}
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
