import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '#i18n';
import { TriangleAlert } from 'lucide-react';
import { clearCachesAndReload } from '../../shared/lib/version-check';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { markAppReady } from '../startup-overlay';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Shown when a page fails to load or render; it also lifts the start-up overlay. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    markAppReady();
  }, []);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4">
      <EmptyState
        icon={<TriangleAlert className="size-8" />}
        title={t('error.title')}
        description={t('error.body')}
        action={
          <Button
            onClick={() => {
              void clearCachesAndReload();
            }}
          >
            {t('error.reload')}
          </Button>
        }
      />
    </main>
  );
}
