/**
 * Tipping the creator of a conversation: the tip goes through the chat's own call and shows in the
 * conversation as a message, so the dialog just closes once it is there.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { CHAT_TIP_TEXT_MAX } from '@fanlane/contracts/chat-limits';
import { sendChatTip } from '../../features/chat/api/chat-api';
import type { TChatTipRequest } from '../../features/chat/api/chat-api';
import { applyMessage } from '../../features/chat/api/chat-cache';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { useUserStore } from '../../shared/stores/user-store';
import { PayModalDialog } from '../../shared/ui/pay-modal-dialog';
import { isolatedHandle } from '../../shared/ui/user-text';
import { TipForm } from './tip-form';
import { useWalletPayment } from './wallet-payment';

export function ChatTipModal({ privateChatId, domain }: { privateChatId: string; domain: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = usePayModalStore((s) => s.close);
  const payment = useWalletPayment({
    pay: (body: TChatTipRequest, key) => sendChatTip(body, key, { silent: true }),
    onPaid: (message) => {
      // The socket brings it too; merged by its seq, it shows once.
      applyMessage(queryClient, message, useUserStore.getState().address);
      close();
    },
  });

  return (
    <PayModalDialog title={t('pay.tip.title', { handle: isolatedHandle(domain) })} testId="chat-tip-modal">
      <TipForm
        messageMax={CHAT_TIP_TEXT_MAX}
        pending={payment.pending}
        error={payment.error}
        onSend={({ usdCents, currency, message }) =>
          payment.submit({ privateChatId, usdCents, currency, text: message })
        }
      />
    </PayModalDialog>
  );
}
