/** Tipping a creator from their page or one of their posts (the form is tip-form.tsx). */
import { useTranslation } from '#i18n';
import { TIP_MESSAGE_MAX } from '@fanlane/contracts/money';
import type { TTipRequest } from '@fanlane/contracts/money';
import { sendTip } from '../../features/payments/api/payment-api';
import { formatUsdCents } from '../../shared/lib/money';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { PayModalDialog } from '../../shared/ui/pay-modal-dialog';
import { isolatedHandle } from '../../shared/ui/user-text';
import { TipForm } from './tip-form';
import { useWalletPayment } from './wallet-payment';

export function TipModal({ domain, postId }: { domain: string; postId?: string }) {
  const { t } = useTranslation();
  const open = usePayModalStore((s) => s.open);
  const payment = useWalletPayment({
    pay: (body: TTipRequest, key) => sendTip(body, key, { silent: true }),
    onPaid: (result) => {
      open({
        kind: 'paySuccess',
        title: t('pay.tip.successTitle'),
        body: t('pay.tip.successBody', { amount: formatUsdCents(result.usdCents), handle: isolatedHandle(domain) }),
      });
    },
  });

  return (
    <PayModalDialog title={t('pay.tip.title', { handle: isolatedHandle(domain) })} testId="tip-modal">
      <TipForm
        messageMax={TIP_MESSAGE_MAX}
        pending={payment.pending}
        error={payment.error}
        onSend={({ usdCents, currency, message }) =>
          payment.submit({ addressOrDomain: domain, postId, usdCents, currency, ...(message ? { message } : {}) })
        }
      />
    </PayModalDialog>
  );
}
