import { CreditCard, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TPaymentMethod } from '@fanlane/contracts/top-up';
import { formatCardExpiry } from '../lib/card-input';

/** The value of the "new card" choice (the hosted checkout asks for the card). */
export const NEW_CARD = 'new';

interface SavedCardChoiceProps {
  cards: TPaymentMethod[];
  value: string;
  onChange: (value: string) => void;
}

function Option({
  value,
  checked,
  onChange,
  children,
  testId,
}: {
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <label
      className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border px-4 py-2.5 text-sm transition-colors ${
        checked ? 'border-accent bg-accent/8' : 'border-line hover:border-accent/50'
      }`}
    >
      <input
        type="radio"
        name="top-up-card"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="accent-accent"
        data-testid={testId}
      />
      {children}
    </label>
  );
}

/** Pay with one of the saved cards, or with a new one on the provider's page. */
export function SavedCardChoice({ cards, value, onChange }: SavedCardChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-fg/90">{t('wallet.cards.payWith')}</legend>
      {cards.map((card) => (
        <Option
          key={card.id}
          value={card.id}
          checked={value === card.id}
          onChange={onChange}
          testId={`card-choice-${card.id}`}
        >
          <CreditCard className="size-4 text-muted" aria-hidden />
          <span className="font-medium">{t('wallet.cards.ending', { brand: card.brand, last4: card.last4 })}</span>
          <span className="ms-auto text-xs text-muted tabular-nums">
            {t('wallet.cards.expires', { date: formatCardExpiry(card.expMonth, card.expYear) })}
          </span>
        </Option>
      ))}
      <Option value={NEW_CARD} checked={value === NEW_CARD} onChange={onChange} testId="card-choice-new">
        <Plus className="size-4 text-muted" aria-hidden />
        <span className="font-medium">{t('wallet.cards.newCard')}</span>
      </Option>
    </fieldset>
  );
}
