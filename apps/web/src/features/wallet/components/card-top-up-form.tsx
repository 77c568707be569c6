import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '#i18n';
import type { TTopUpChannel, TTopUpOptions } from '@fanlane/contracts/top-up';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatUsdCents } from '../../../shared/lib/money';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { usePaymentMethods } from '../api/payment-method-api';
import { useTopUpOptions } from '../api/top-up-api';
import { useCardTopUp } from '../api/use-card-top-up';
import { centsToInput, checkTopUpAmount, topUpTotalCents } from '../lib/top-up-amount';
import { topUpOutcome } from '../lib/top-up-state';
import { AmountPicker } from './amount-picker';
import { FeeSummary } from './fee-summary';
import { LoadingBlock, WalletLoadError } from './load-states';
import { NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { TopUpOutcome } from './top-up-outcome';

interface CardTopUpFormProps {
  channel: TTopUpChannel;
  /** USD cents to start with (`?amount=`, the insufficient-funds hand-over). */
  initialAmountCents?: string | null;
  /** An app path the provider sends the user back to. */
  returnPath?: string | null;
  /** "Done" after a top-up paid with a saved card. */
  onDone: () => void;
}

/** The configured provider of the channel: the card provider (kodo) or the on-ramp (alchemy). */
function providerOf(options: TTopUpOptions, channel: TTopUpChannel) {
  return channel === 'card' ? options.card : options.onRamp;
}

function initialAmount(cents: string | null | undefined): string {
  return cents && /^\d{1,10}$/.test(cents) ? centsToInput(cents) : '';
}

/**
 * A top-up through the card provider or the on-ramp: the amount, the fixed fee and the total, a
 * saved card or a new one (sandbox provider only), then Pay.
 */
export function CardTopUpForm({ channel, initialAmountCents, returnPath = null, onDone }: CardTopUpFormProps) {
  const { t } = useTranslation();
  const options = useTopUpOptions();
  const provider = options.data ? providerOf(options.data, channel) : null;
  const keepsCards = channel === 'card' && provider?.provider === 'sandbox' && options.data?.card?.savedCards === true;
  const cards = usePaymentMethods(keepsCards);
  const [amount, setAmount] = useState(() => initialAmount(initialAmountCents));
  const [checked, setChecked] = useState(false);
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const topUp = useCardTopUp(channel, returnPath);
  const openModal = usePayModalStore((s) => s.open);

  if (options.isPending) {
    return <LoadingBlock />;
  }
  if (options.isError) {
    return <WalletLoadError onRetry={options.refetch} />;
  }
  if (!provider) {
    return (
      <EmptyState
        className="rounded-3xl border border-line bg-surface"
        icon={<CreditCard className="size-8" />}
        title={t('wallet.topUp.unavailable')}
      />
    );
  }
  if (topUp.topUp) {
    const outcome = topUpOutcome(topUp.topUp.status);
    const failed = outcome === 'failed' || outcome === 'cancelled';
    return (
      <TopUpOutcome
        topUp={topUp.topUp}
        actions={
          failed ? (
            <Button round onClick={topUp.startOver} data-testid="top-up-retry">
              {t('wallet.outcome.tryAgain')}
            </Button>
          ) : (
            topUp.topUp.status === 'succeeded' && (
              <Button round onClick={onDone} data-testid="top-up-done">
                {t(returnPath ? 'wallet.outcome.continue' : 'wallet.outcome.done')}
              </Button>
            )
          )
        }
      />
    );
  }

  const { payFixedFeeCents, minCents, maxCents, presetsCents } = options.data;
  const check = checkTopUpAmount(amount, minCents, maxCents);
  const savedCards = keepsCards ? (cards.data ?? []) : [];
  const primary = savedCards.find((card) => card.primary) ?? savedCards[0];
  // A choice stays while its card is still saved (one removed meanwhile falls back to the primary).
  const chosen = cardChoice === NEW_CARD || savedCards.some((card) => card.id === cardChoice) ? cardChoice : null;
  const choice = chosen ?? primary?.id ?? NEW_CARD;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (check.error !== null) return;
    topUp.pay({ amountCents: check.cents, paymentMethodId: choice === NEW_CARD ? null : choice });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="card-top-up-form">
      <p className="text-sm text-muted">
        {t(channel === 'card' ? 'wallet.topUp.cardVia' : 'wallet.topUp.onRampVia', { name: provider.name })}
      </p>
      <AmountPicker
        value={amount}
        onChange={setAmount}
        presetsCents={presetsCents}
        minCents={minCents}
        maxCents={maxCents}
        error={checked ? check.error : null}
      />
      <FeeSummary amountCents={check.cents} feeCents={payFixedFeeCents} />
      {savedCards.length > 0 && <SavedCardChoice cards={savedCards} value={choice} onChange={setCardChoice} />}
      {keepsCards && (
        <button
          type="button"
          className="cursor-pointer text-sm font-medium text-accent hover:underline"
          onClick={() => openModal({ kind: 'cardBilling' })}
          data-testid="manage-cards"
        >
          {t('wallet.cards.manage')}
        </button>
      )}
      {topUp.create.isError && <Notice tone="error">{serverErrorMessage(t, topUp.create.error)}</Notice>}
      <Button
        htmlType="submit"
        round
        className="w-full"
        loading={topUp.create.isPending || topUp.redirecting}
        data-testid="top-up-pay"
      >
        {check.cents
          ? t('wallet.topUp.payAmount', { amount: formatUsdCents(topUpTotalCents(check.cents, payFixedFeeCents)) })
          : t('wallet.topUp.pay')}
      </Button>
      {provider.provider === 'sandbox' && (
        <p className="text-center text-xs text-muted">{t('wallet.topUp.sandboxNote')}</p>
      )}
    </form>
  );
}
