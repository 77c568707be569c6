/**
 * Paying a creator's price to send the first message of a conversation: who asks it and the price,
 * the message, which balance pays, Pay and send. The send goes through the API with the payment's
 * Idempotency-Key, so a double click or a retry sends and charges once. A price the creator changed
 * meanwhile shows here with the server's words, and Pay then offers the new one.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircleHeart } from 'lucide-react';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TSpendableCurrency } from '@fanlane/contracts/money';
import type { TChatSendRequest } from '@fanlane/contracts/chat';
import { sendFirstMessage } from '../../features/chat/api/chat-api';
import { applyMessage } from '../../features/chat/api/chat-cache';
import { chatKeys } from '../../features/chat/api/chat-keys';
import { withChatStrings } from '../../features/chat/lib/chat-strings';
import { PayAction } from '../../features/payments/components/pay-dialog';
import { isErrorCode } from '../../features/payments/lib/pay-failure';
import { formatUsdCents } from '../../shared/lib/money';
import { ApiError } from '../../shared/lib/request';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { useUserStore } from '../../shared/stores/user-store';
import { PayModalDialog } from '../../shared/ui/pay-modal-dialog';
import { UserText } from '../../shared/ui/user-text';
import { useWalletPayment, WalletPayFrom } from './wallet-payment';

export interface ChatFirstMessageModalProps {
  privateChatId: string;
  priceCents: string;
  creator: string;
  text: string;
  mediaIds: string[];
  /** A creator's price on the attached media, if any. */
  mediaPriceCents: string | null;
}

/** The creator's price now, as a changed-price answer carries it. */
function newPriceOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const price = (error.data as { priceCents?: unknown } | null)?.priceCents;
  return typeof price === 'string' && /^\d{1,12}$/.test(price) ? price : null;
}

function ChatFirstMessage({
  privateChatId,
  priceCents,
  creator,
  text,
  mediaIds,
  mediaPriceCents,
}: ChatFirstMessageModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = usePayModalStore((s) => s.close);
  const [currency, setCurrency] = useState<TSpendableCurrency>('USD');
  const [price, setPrice] = useState(priceCents);
  // One name for the message across this payment's tries.
  const [clientId] = useState(() => crypto.randomUUID());
  const payment = useWalletPayment({
    pay: (body: TChatSendRequest, key) => sendFirstMessage(body, key, { silent: true }),
    onPaid: (message) => {
      // The socket brings it too; merged by its seq, it shows once.
      applyMessage(queryClient, message, useUserStore.getState().address);
      void queryClient.invalidateQueries({ queryKey: chatKeys.pair(privateChatId) });
      close();
    },
    onFailure: (error) => {
      const changed = isErrorCode(error, ERRORS.CHAT_FIRST_MESSAGE_PRICE_CHANGED) ? newPriceOf(error) : null;
      if (changed) setPrice(changed);
      // The server's words show in place either way.
      return false;
    },
  });
  const shown = formatUsdCents(price);

  return (
    <PayModalDialog title={t('chat.firstMessage.title')} testId="chat-first-message-modal">
      <div className="space-y-4">
        <div className="flex items-center gap-3 rounded-2xl bg-fg/5 p-3.5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <MessageCircleHeart className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <UserText as="p" className="truncate text-sm font-semibold">
              {creator}
            </UserText>
            <p className="text-sm text-muted">{t('chat.firstMessage.what')}</p>
          </div>
          <p className="text-lg font-bold tabular-nums" data-testid="chat-first-message-price">
            {shown}
          </p>
        </div>
        {text && (
          <UserText
            as="p"
            className="line-clamp-4 rounded-2xl border border-line px-3.5 py-2.5 text-sm break-words whitespace-pre-wrap"
            testId="chat-first-message-text"
          >
            {text}
          </UserText>
        )}
        <WalletPayFrom usdCents={price} currency={currency} onCurrency={setCurrency} />
        <PayAction
          label={t('chat.firstMessage.pay', { price: shown })}
          pending={payment.pending}
          error={payment.error}
          onPay={() =>
            payment.submit({
              privateChatId,
              text,
              clientId,
              ...(mediaIds.length > 0 && { mediaIds }),
              ...(mediaIds.length > 0 && mediaPriceCents && { priceCents: mediaPriceCents }),
              firstMessagePriceCents: price,
              currency,
            })
          }
          testId="chat-first-message-pay"
        />
      </div>
    </PayModalDialog>
  );
}

/** Opened from a conversation, whose strings are in; they are waited for all the same. */
export const ChatFirstMessageModal = withChatStrings(ChatFirstMessage);
