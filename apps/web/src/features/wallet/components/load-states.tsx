import { useTranslation } from '#i18n';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';

/** A wallet page or panel still loading. */
export function LoadingBlock() {
  return (
    <div className="flex justify-center py-12" aria-busy data-testid="wallet-loading">
      <Spinner className="size-6 text-accent" />
    </div>
  );
}

/** A wallet page or panel that could not be loaded, with another try. */
export function WalletLoadError({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return <LoadErrorState title={t('wallet.loadError')} retryLabel={t('wallet.retry')} onRetry={() => void onRetry()} />;
}
