import { useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import { clearPendingIntent, intentDomain, isResumable } from '../../../shared/lib/login-intent';
import { useModalStore } from '../../../shared/stores/modal-store';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { LogoMark } from '../../../shared/ui/logo';
import { AuthPanel } from './auth-panel';
import type { AuthView } from './auth-panel';
import { loginTitle } from '../lib/login-title';

/** The login modal any auth button opens; its title says what the visitor was doing (the intent). */
export function LoginModal() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.loginOpen);
  const intent = useModalStore((s) => s.loginIntent);
  const domain = intentDomain(intent);
  // Dismissed: the visitor gave up, so nothing reopens after a later sign-in.
  const dismiss = () => {
    clearPendingIntent();
    useModalStore.getState().closeLogin();
  };
  const [view, setView] = useState<AuthView>('signin');

  // Every opening starts at sign-in.
  useEffect(() => {
    if (open) setView('signin');
  }, [open]);

  const title = view === 'forgot' ? t('auth.forgotTitle') : loginTitle(t, view, intent);
  // An interrupted purchase: the visitor should know it is not lost by signing in.
  const resumes = intent !== null && isResumable(intent) && view !== 'forgot';
  const subtitle = resumes
    ? t('auth.intent.backHere')
    : view === 'signup'
      ? t('auth.signUpSubtitle')
      : view === 'signin'
        ? t('auth.signInSubtitle')
        : undefined;

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
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
      <AuthPanel view={view} onViewChange={setView} fromDomain={domain} hideHeading />
    </DialogShell>
  );
}
