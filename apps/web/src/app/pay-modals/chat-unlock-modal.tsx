/**
 * Buying a paid chat message from the wallet: who sells it and its price, which balance pays, Pay.
 * The answer is the message unlocked, which replaces the locked one in the conversation at once;
 * one already bought is read again and the dialog closes.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TSpendableCurrency } from '@fanlane/contracts/money';
import { unlockChatMessage } from '../../features/chat/api/chat-api';
import type { TChatUnlockRequest } from '../../features/chat/api/chat-api';
import { applyUnlocked } from '../../features/chat/api/chat-cache';
import { chatKeys } from '../../features/chat/api/chat-keys';
import { withChatStrings } from '../../features/chat/lib/chat-strings';
import { PayAction } from '../../features/payments/components/pay-dialog';
import { isErrorCode } from '../../features/payments/lib/pay-failure';
import { formatUsdCents } from '../../shared/lib/money';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { PayModalDialog } from '../../shared/ui/pay-modal-dialog';
import { UserText } from '../../shared/ui/user-text';
import { useWalletPayment, WalletPayFrom } from './wallet-payment';

export interface ChatUnlockModalProps {
  privateChatId: string;
  messageId: string;
  priceCents: string;
  seller: string;
}

function ChatUnlock({ privateChatId, messageId, priceCents, seller }: ChatUnlockModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = usePayModalStore((s) => s.close);
  const [currency, setCurrency] = useState<TSpendableCurrency>('USD');
  const payment = useWalletPayment({
    pay: (body: TChatUnlockRequest, key) => unlockChatMessage(body, key, { silent: true }),
    onPaid: (result) => {
      applyUnlocked(queryClient, result.message);
      close();
    },
    onFailure: (error) => {
      if (!isErrorCode(error, ERRORS.CHAT_NOT_PAID_MESSAGE)) return false;
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(privateChatId) });
      close();
      return true;
    },
  });
  const price = formatUsdCents(priceCents);

  return (
    <PayModalDialog title={t('chat.unlock.title')} testId="chat-unlock-modal">
      <div className="space-y-4">
        <div className="flex items-center gap-3 rounded-2xl bg-fg/5 p-3.5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-400/15 text-amber-600 dark:text-amber-400">
            <Lock className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <UserText as="p" className="truncate text-sm font-semibold">
              {seller}
            </UserText>
            <p className="text-sm text-muted">{t('chat.unlock.what')}</p>
          </div>
          <p className="text-lg font-bold tabular-nums" data-testid="chat-unlock-price">
            {price}
          </p>
        </div>
        <WalletPayFrom usdCents={priceCents} currency={currency} onCurrency={setCurrency} />
        <PayAction
          label={t('pay.buy.pay', { price })}
          pending={payment.pending}
          error={payment.error}
          onPay={() => payment.submit({ privateChatId, messageId, currency })}
          testId="chat-unlock-pay"
        />
      </div>
    </PayModalDialog>
  );
}

/** Opened from a chat page, whose strings are in; they are waited for all the same. */
export const ChatUnlockModal = withChatStrings(ChatUnlock);
