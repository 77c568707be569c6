import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/** The application could not be loaded: say so and offer another try. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      className="rounded-3xl border border-line bg-surface"
      icon={<TriangleAlert className="size-8" />}
      title={t('creators.status.loadError')}
      action={
        <Button type="cancel" round onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden />
          {t('creators.status.retry')}
        </Button>
      }
    />
  );
}
