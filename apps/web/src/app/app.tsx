import { lazy, Suspense, use } from 'react';
import { RouterProvider } from 'react-router';
import { useTranslation } from '#i18n';
import { TriangleAlert } from 'lucide-react';
import { clearCachesAndReload } from '../shared/lib/version-check';
import { Button } from '../shared/ui/button';
import { EmptyState } from '../shared/ui/empty-state';
import { AppErrorBoundary } from './app-error-boundary';
import { Providers } from './providers';
import { ReportSlotProvider, type TReportRef } from '../shared/lib/report-slot';
import { selectIsLoggedIn, useUserStore } from '../shared/stores/user-store';

// The report action (features/moderation) is for signed-in users: it loads the first time a post,
// comment, page or message shows it to one, so an anonymous first view carries none of it.
const ReportButton = lazy(() =>
  import('../features/moderation/components/report-button').then((m) => ({ default: m.ReportButton })),
);
function ReportAction({ target }: { target: TReportRef }) {
  const signedIn = useUserStore(selectIsLoggedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ReportButton target={target} />
    </Suspense>
  );
}
const renderReport = (target: TReportRef) => <ReportAction target={target} />;
import type { createAppRouter } from './router';
import { StartupOverlay } from './startup-overlay';

type AppRouter = ReturnType<typeof createAppRouter>;

function CrashPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 text-fg">
      <EmptyState
        icon={<TriangleAlert className="size-8" />}
        title={t('error.title')}
        description={t('error.body')}
        action={<Button onClick={() => void clearCachesAndReload()}>{t('error.reload')}</Button>}
      />
    </main>
  );
}

/** Renders the router once start-up (language, session) has settled, whatever its outcome. */
function RouterGate({ boot, router }: { boot: Promise<unknown>; router: AppRouter }) {
  use(boot);
  return <RouterProvider router={router} />;
}

export function App({ boot, router }: { boot: Promise<unknown>; router: AppRouter }) {
  return (
    <Providers>
      <AppErrorBoundary fallback={<CrashPage />}>
        <ReportSlotProvider value={renderReport}>
          <Suspense fallback={null}>
            <RouterGate boot={boot} router={router} />
          </Suspense>
        </ReportSlotProvider>
      </AppErrorBoundary>
      <StartupOverlay />
    </Providers>
  );
}
