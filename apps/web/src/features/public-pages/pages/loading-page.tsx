/** /loading: the app's start-up screen as a page of its own (the overlay of app/startup-overlay.tsx), with a way on. */
import { useNavigate } from 'react-router';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { LogoMark } from '../../../shared/ui/logo';
import { Spinner } from '../../../shared/ui/spinner';
import { publicPage, usePageT, usePageValues } from '../components/public-page';

function LoadingPageView() {
  const t = usePageT();
  const { brand } = usePageValues();
  const navigate = useNavigate();
  const signedIn = useUserStore(selectIsLoggedIn);
  return (
    <section
      data-testid="loading-page"
      aria-busy
      className="relative flex min-h-[60dvh] flex-col items-center justify-center gap-6 overflow-hidden rounded-3xl"
    >
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_50%_35%,rgba(124,92,255,0.22),transparent_55%)]"
        aria-hidden
      />
      <div className="relative flex flex-col items-center gap-4">
        <LogoMark className="size-16 drop-shadow-[0_10px_30px_rgba(124,92,255,0.45)]" />
        <h1 className="text-xl font-semibold tracking-tight">{brand}</h1>
        <Spinner className="size-5 text-muted" />
        <p className="text-sm text-muted" role="status">
          {t('publicPages.loading.text')}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void navigate(signedIn ? '/home' : '/')}
        className="relative rounded-full border border-line px-5 py-2 text-sm font-medium text-muted hover:text-fg"
        data-testid="loading-continue"
      >
        {t('publicPages.loading.continue')}
      </button>
    </section>
  );
}

export const LoadingPage = publicPage(LoadingPageView, { footer: false });
