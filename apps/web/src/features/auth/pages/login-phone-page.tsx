import { Mail } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#i18n';
import { AuthBackdrop, AuthPageHeader } from '../components/auth-page-header';
import { PhoneLoginForm } from '../components/phone-login-form';
import { useSignedInRedirect } from '../components/use-signed-in-redirect';
import { settingsStrings } from '../lib/settings-strings';

/** /loginPhone: sign in (or up) with a mobile number and a texted code. */
function LoginPhonePageView() {
  const { t } = useTranslation();
  const location = useLocation();
  const redirecting = useSignedInRedirect();
  if (redirecting) return null;
  return (
    <div className="relative flex min-h-dvh flex-col bg-bg text-fg">
      <AuthBackdrop />
      <AuthPageHeader />
      <main className="relative z-10 flex flex-1 items-start justify-center px-4 pt-4 pb-12 md:items-center">
        <div
          className="w-full max-w-md rounded-3xl border border-line bg-surface/95 p-6 shadow-2xl shadow-black/20 md:p-8"
          data-testid="login-phone-page"
        >
          <div className="mb-6">
            <h1 className="text-2xl font-bold tracking-tight">{t('phone.title')}</h1>
            <p className="mt-1 text-sm text-muted">{t('phone.subtitle')}</p>
          </div>
          <PhoneLoginForm />
          <p className="mt-6 text-center text-sm">
            <Link
              to={`/signin${location.search}`}
              className="inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
              data-testid="login-phone-use-email"
            >
              <Mail className="size-4" aria-hidden />
              {t('phone.useEmail')}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

export const LoginPhonePage = settingsStrings.wrap(LoginPhonePageView);
