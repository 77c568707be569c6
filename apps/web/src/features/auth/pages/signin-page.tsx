import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthPanel } from '../components/auth-panel';
import type { AuthView } from '../components/auth-panel';
import { AuthBackdrop, AuthPageHeader } from '../components/auth-page-header';
import { useSignedInRedirect } from '../components/use-signed-in-redirect';

/** A page that is only the auth card: /signin and /signup. */
export function AuthCardPage({ initialView }: { initialView: 'signin' | 'signup' }) {
  const navigate = useNavigate();
  const location = useLocation();
  const redirecting = useSignedInRedirect();
  const [view, setView] = useState<AuthView>(initialView);
  if (redirecting) return null;

  const changeView = (next: AuthView) => {
    // Sign-in and sign-up have their own addresses; the redirect query goes along.
    if (next === 'signup' && initialView !== 'signup') void navigate(`/signup${location.search}`);
    else if (next === 'signin' && initialView !== 'signin') void navigate(`/signin${location.search}`);
    else setView(next);
  };

  return (
    <div className="relative flex min-h-dvh flex-col bg-bg text-fg">
      <AuthBackdrop />
      <AuthPageHeader />
      <main className="relative z-10 flex flex-1 items-start justify-center px-4 pt-4 pb-12 md:items-center">
        <div className="w-full max-w-md rounded-3xl border border-line bg-surface/95 p-6 shadow-2xl shadow-black/20 md:p-8">
          <AuthPanel view={view} onViewChange={changeView} />
        </div>
      </main>
    </div>
  );
}

export function SignInPage() {
  return <AuthCardPage initialView="signin" />;
}
