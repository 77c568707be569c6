import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../shared/stores/modal-store';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { LogoMark } from '../../../shared/ui/logo';
import { AuthPanel } from './auth-panel';
import type { AuthView } from './auth-panel';

/** The login modal any auth button opens; it names the creator when it was opened for one. */
export function LoginModal() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.loginOpen);
  const domain = useModalStore((s) => s.loginDomain);
  const closeLogin = () => useModalStore.getState().closeLogin();
  const [view, setView] = useState<AuthView>('signin');

  // Every opening starts at sign-in.
  useEffect(() => {
    if (open) setView('signin');
  }, [open]);

  const title = {
    signin: domain ? t('auth.signInToFollow', { domain }) : t('auth.signInTitle'),
    signup: domain ? t('auth.signUpToFollow', { domain }) : t('auth.signUpTitle'),
    forgot: t('auth.forgotTitle'),
  }[view];
  const subtitle =
    view === 'signup' ? t('auth.signUpSubtitle') : view === 'signin' ? t('auth.signInSubtitle') : undefined;

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) closeLogin();
      }}
      closeLabel={t('common.close')}
      testId="login-modal"
      title={
        <span className="flex flex-col gap-4">
          <LogoMark className="size-10" />
          <span data-testid="login-modal-title">{title}</span>
        </span>
      }
      description={subtitle}
      showDescription
    >
      <AuthPanel view={view} onViewChange={setView} fromDomain={domain ?? undefined} hideHeading />
    </DialogShell>
  );
}
