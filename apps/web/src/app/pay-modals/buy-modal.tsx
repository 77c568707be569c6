/**
 * Unlocking a pay-per-view post from the wallet: the post and its price, which balance pays, Pay.
 * The originals show at once after the purchase (the post is read again into every list), then
 * the pay-success modal. A post already bought just refreshes and closes.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPurchaseRequest, TSpendableCurrency } from '@fanlane/contracts/money';
import { purchasePost } from '../../features/payments/api/payment-api';
import { PayAction } from '../../features/payments/components/pay-dialog';
import { isErrorCode } from '../../features/payments/lib/pay-failure';
import { refreshPost } from '../../features/posts/api/post-queries';
import { usePostDetail } from '../../features/posts/api/use-post-detail';
import { formatUsdCents } from '../../shared/lib/money';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { Notice } from '../../shared/ui/notice';
import { PayModalDialog } from '../../shared/ui/pay-modal-dialog';
import { Spinner } from '../../shared/ui/spinner';
import { useWalletPayment, WalletPayFrom } from './wallet-payment';

export function BuyModal({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { open, close } = usePayModalStore();
  const post = usePostDetail(postId);
  const [currency, setCurrency] = useState<TSpendableCurrency>('USD');
  const payment = useWalletPayment({
    pay: (body: TPurchaseRequest, key) => purchasePost(body, key, { silent: true }),
    onPaid: async () => {
      await refreshPost(queryClient, postId);
      open({ kind: 'paySuccess', title: t('pay.buy.successTitle'), body: t('pay.buy.successBody') });
    },
    onFailure: (error) => {
      if (!isErrorCode(error, ERRORS.ALREADY_PURCHASED)) return false;
      void refreshPost(queryClient, postId);
      close();
      return true;
    },
  });

  const data = post.data;
  const price = data?.visibility === 'ppv' ? data.price : null;
  const author = data ? data.author.displayName || data.author.creatorDomain || '' : '';

  let body;
  if (!data) {
    body = post.isError ? (
      <Notice tone="error" testId="buy-unavailable">
        {t('pay.buy.unavailable')}
      </Notice>
    ) : (
      <div className="flex justify-center py-8">
        <Spinner className="size-6 text-muted" />
      </div>
    );
  } else if (data.canView || price === null) {
    body = <Notice testId="buy-open">{t(data.canView ? 'pay.buy.alreadyOpen' : 'pay.buy.notForSale')}</Notice>;
  } else {
    body = (
      <div className="space-y-4">
        <div className="flex items-start gap-3 rounded-2xl bg-fg/5 p-3.5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-400/15 text-amber-600 dark:text-amber-400">
            <Lock className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{author}</p>
            {data.text && (
              <p dir="auto" className="line-clamp-2 text-sm text-muted">
                {data.text}
              </p>
            )}
          </div>
          <p className="text-lg font-bold tabular-nums" data-testid="buy-price">
            {formatUsdCents(price)}
          </p>
        </div>
        <WalletPayFrom usdCents={price} currency={currency} onCurrency={setCurrency} />
        <PayAction
          label={t('pay.buy.pay', { price: formatUsdCents(price) })}
          pending={payment.pending}
          error={payment.error}
          onPay={() => payment.submit({ postId, currency })}
          testId="buy-pay"
        />
      </div>
    );
  }

  return (
    <PayModalDialog title={t('pay.buy.title')} testId="buy-modal">
      {body}
    </PayModalDialog>
  );
}
