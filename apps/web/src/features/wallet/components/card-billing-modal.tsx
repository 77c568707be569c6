import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import type { TPaymentMethod } from '@fanlane/contracts/top-up';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { PayModalDialog } from '../../../shared/ui/pay-modal-dialog';
import {
  deletePaymentMethod,
  setPrimaryPaymentMethod,
  usePaymentMethodChange,
  usePaymentMethods,
} from '../api/payment-method-api';
import { formatCardExpiry } from '../lib/card-input';
import { LoadingBlock, WalletLoadError } from './load-states';

function CardRow({
  card,
  onPrimary,
  onRemove,
  busy,
}: {
  card: TPaymentMethod;
  onPrimary: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid={`saved-card-${card.id}`}>
      <CreditCard className="size-5 shrink-0 text-muted" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium whitespace-nowrap">
          {t('wallet.cards.ending', { brand: card.brand, last4: card.last4 })}
          {card.primary && (
            <span
              className="ms-2 rounded-full bg-accent/12 px-2 py-0.5 text-xs font-semibold text-accent"
              data-testid="card-primary"
            >
              {t('wallet.cards.primary')}
            </span>
          )}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('wallet.cards.expires', { date: formatCardExpiry(card.expMonth, card.expYear) })}
        </p>
      </div>
      <div className="flex w-full justify-end gap-1 sm:w-auto">
        {!card.primary && (
          <Button type="ghost" round disabled={busy} onClick={onPrimary} data-testid="card-make-primary">
            {t('wallet.cards.makePrimary')}
          </Button>
        )}
        <Button
          type="ghost"
          round
          disabled={busy}
          className="hover:text-red-500"
          onClick={onRemove}
          data-testid="card-remove"
        >
          {t('wallet.cards.remove')}
        </Button>
      </div>
    </li>
  );
}

/** Asks before a saved card is removed. */
function ConfirmRemove({
  card,
  pending,
  onCancel,
  onConfirm,
}: {
  card: TPaymentMethod;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-red-500/30 bg-red-500/8 p-4" data-testid="card-remove-confirm">
      <p className="text-sm">{t('wallet.cards.removeQuestion', { brand: card.brand, last4: card.last4 })}</p>
      <div className="mt-3 flex justify-end gap-2">
        <Button type="cancel" round onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="delete" round loading={pending} onClick={onConfirm} data-testid="card-remove-yes">
          {t('wallet.cards.remove')}
        </Button>
      </div>
    </div>
  );
}

/** The saved cards: which is primary, making another one primary, removing one, adding one. */
export function CardBillingModal() {
  const { t } = useTranslation();
  const openModal = usePayModalStore((s) => s.open);
  const cards = usePaymentMethods();
  const [removing, setRemoving] = useState<TPaymentMethod | null>(null);
  const makePrimary = usePaymentMethodChange((id: string) => setPrimaryPaymentMethod(id, { silent: true }));
  const remove = usePaymentMethodChange((id: string) => deletePaymentMethod(id, { silent: true }));
  const failure = makePrimary.error ?? remove.error;
  const busy = makePrimary.isPending || remove.isPending;

  const body = () => {
    if (cards.isPending) return <LoadingBlock />;
    if (cards.isError) return <WalletLoadError onRetry={cards.refetch} />;
    if (cards.data.length === 0)
      return (
        <EmptyState
          icon={<CreditCard className="size-8" />}
          title={t('wallet.cards.empty')}
          description={t('wallet.cards.emptyHint')}
        />
      );
    return (
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line" data-testid="saved-cards">
        {cards.data.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            busy={busy}
            onPrimary={() => {
              remove.reset();
              makePrimary.mutate(card.id);
            }}
            onRemove={() => setRemoving(card)}
          />
        ))}
      </ul>
    );
  };

  return (
    <PayModalDialog size="md" title={t('wallet.cards.title')} testId="card-billing-modal">
      <div className="space-y-4">
        {body()}
        {removing && (
          <ConfirmRemove
            card={removing}
            pending={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => {
              makePrimary.reset();
              remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
            }}
          />
        )}
        {failure && <Notice tone="error">{serverErrorMessage(t, failure)}</Notice>}
        <Button round className="w-full" onClick={() => openModal({ kind: 'creditCard' })} data-testid="card-add">
          <Plus className="size-4" aria-hidden />
          {t('wallet.cards.add')}
        </Button>
      </div>
    </PayModalDialog>
  );
}
