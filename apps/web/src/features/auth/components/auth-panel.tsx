import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { KeyRound, Mail, Smartphone } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useModalStore } from '../../../shared/stores/modal-store';
import { EmailCodeLoginForm } from './email-code-login-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordLoginForm } from './password-login-form';
import { SignUpForm } from './signup-form';

export type AuthView = 'signin' | 'signup' | 'forgot';
type SignInMethod = 'password' | 'code';

interface AuthPanelProps {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  /** The creator the user came from, credited as fromDomain. */
  fromDomain?: string;
  /** Hide the panel's own heading when the container already has one (the modal). */
  hideHeading?: boolean;
}

function MethodTab({
  active,
  onClick,
  icon,
  label,
  testId,
}: {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      data-testid={testId}
      onClick={onClick}
      className={`flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
        active ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'
      }`}
    >
      {icon}
      {label}
    </button>
  );
}

/** Sign in (password or e-mailed code), sign up and forgot password, as one switchable panel. */
export function AuthPanel({ view, onViewChange, fromDomain, hideHeading = false }: AuthPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [method, setMethod] = useState<SignInMethod>('password');

  const heading = {
    signin: [t('auth.signInTitle'), t('auth.signInSubtitle')],
    signup: [t('auth.signUpTitle'), t('auth.signUpSubtitle')],
    forgot: [t('auth.forgotTitle'), null],
  }[view];

  return (
    <div data-testid={`auth-panel-${view}`}>
      {!hideHeading && (
        <div className="mb-6">
          <h2 className="text-2xl font-bold tracking-tight">{heading[0]}</h2>
          {heading[1] && <p className="mt-1 text-sm text-muted">{heading[1]}</p>}
        </div>
      )}
      {view === 'signin' && (
        <>
          <div role="tablist" className="mb-5 flex gap-1 rounded-xl bg-fg/6 p-1">
            <MethodTab
              active={method === 'password'}
              onClick={() => setMethod('password')}
              icon={<KeyRound className="size-4" aria-hidden />}
              label={t('auth.methodPassword')}
              testId="login-method-password"
            />
            <MethodTab
              active={method === 'code'}
              onClick={() => setMethod('code')}
              icon={<Mail className="size-4" aria-hidden />}
              label={t('auth.methodCode')}
              testId="login-method-code"
            />
          </div>
          {method === 'password' ? (
            <PasswordLoginForm fromDomain={fromDomain} onForgotPassword={() => onViewChange('forgot')} />
          ) : (
            <EmailCodeLoginForm fromDomain={fromDomain} />
          )}
          <p className="mt-4 text-center text-sm">
            <Link
              to={`/loginPhone${location.search}`}
              onClick={() => useModalStore.getState().closeLogin()}
              data-testid="go-login-phone"
              className="inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
            >
              <Smartphone className="size-4" aria-hidden />
              {t('routes.loginPhone')}
            </Link>
          </p>
          <p className="mt-6 text-center text-sm text-muted">
            {t('auth.noAccount')}{' '}
            <button
              type="button"
              onClick={() => onViewChange('signup')}
              data-testid="go-signup"
              className="cursor-pointer font-semibold text-accent hover:underline"
            >
              {t('auth.createAccount')}
            </button>
          </p>
        </>
      )}
      {view === 'signup' && (
        <>
          <SignUpForm fromDomain={fromDomain} />
          <p className="mt-6 text-center text-sm text-muted">
            {t('auth.haveAccount')}{' '}
            <button
              type="button"
              onClick={() => onViewChange('signin')}
              data-testid="go-signin"
              className="cursor-pointer font-semibold text-accent hover:underline"
            >
              {t('common.signIn')}
            </button>
          </p>
        </>
      )}
      {view === 'forgot' && <ForgotPasswordForm onBack={() => onViewChange('signin')} />}
    </div>
  );
}
