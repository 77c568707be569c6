import { useState, type FormEvent } from 'react';
import { useTranslation } from '#i18n';
import { KeyRound } from 'lucide-react';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { cancelSecondFactor, finishSecondFactor, loginSecondFactor, useSecondFactorStore } from '../api/second-factor';

/**
 * A sign-in's second step: the 6-digit code of the authenticator app, or one of the recovery
 * codes. Mounted by app/global-modals.tsx while a sign-in waits for it.
 */
export function SecondFactorDialog() {
  const { t } = useTranslation();
  const pending = useSecondFactorStore((s) => s.pending);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setCode('');
    setFailure(null);
    setRecovery(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending || busy) return;
    if (code.trim().length < 6) {
      setFailure(t('auth.twoFactor.codeNeeded'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await loginSecondFactor({ challenge: pending.challenge.challenge, code: code.trim() });
      reset();
      finishSecondFactor(result);
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          cancelSecondFactor();
        }
      }}
      closeLabel={t('common.close')}
      testId="second-factor-dialog"
      size="sm"
      title={
        <span className="flex items-center gap-2">
          <KeyRound className="size-5 text-accent" aria-hidden />
          {t('auth.twoFactor.title')}
        </span>
      }
      description={recovery ? t('auth.twoFactor.recoveryHint') : t('auth.twoFactor.hint')}
      showDescription
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={recovery ? t('auth.twoFactor.recoveryLabel') : t('auth.twoFactor.codeLabel')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          maxLength={recovery ? 16 : 6}
          placeholder={recovery ? 'xxxxx-xxxxx' : '000000'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={failure ?? undefined}
          data-testid="second-factor-code"
        />
        <Button htmlType="submit" loading={busy} className="w-full" round data-testid="second-factor-submit">
          {t('auth.twoFactor.submit')}
        </Button>
        <button
          type="button"
          onClick={() => {
            setRecovery((v) => !v);
            setCode('');
            setFailure(null);
          }}
          data-testid="second-factor-toggle"
          className="block w-full cursor-pointer text-center text-sm font-medium text-accent hover:underline"
        >
          {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
        </button>
      </form>
    </DialogShell>
  );
}
