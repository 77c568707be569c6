import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZResetPasswordRequest } from '@fanlane/contracts/auth';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { loginPassword, resetPassword } from '../api/auth-api';
import { SERVER_ERROR, fieldErrorText, passwordRulesHint, serverErrorMessage, serverErrorTarget } from './field-errors';
import { FormError } from './form-error';
import { PasswordVisibilityToggle } from './password-login-form';
import { SendCodeButton } from './send-code-button';
import { useFinishLogin } from './use-finish-login';
import { useSendCode } from './use-send-code';

const ZForgotPasswordForm = ZResetPasswordRequest.extend({ confirm: z.string() }).refine(
  (values) => values.password === values.confirm,
  { path: ['confirm'], message: 'mismatch' },
);

/** Forgot password: a reset code by email, a new password, and the user is signed in with it. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const code = useSendCode('reset-password');
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '', code: '', password: '', confirm: '' },
  });

  const sendCode = async () => {
    setFailure(null);
    if (!(await trigger('email'))) return;
    try {
      await code.send(getValues('email').trim().toLowerCase());
    } catch (error) {
      setError('email', { type: SERVER_ERROR, message: serverErrorMessage(t, error) });
    }
  };

  const onSubmit = handleSubmit(async ({ confirm: _confirm, ...values }) => {
    setFailure(null);
    try {
      await resetPassword(values, { silent: true });
    } catch (error) {
      const target = serverErrorTarget(error);
      const message = serverErrorMessage(t, error);
      if (target === 'root') setFailure(message);
      else setError(target, { type: SERVER_ERROR, message });
      return;
    }
    try {
      const result = await loginPassword({ email: values.email, password: values.password }, { silent: true });
      await finishLogin(result, 'password');
    } catch {
      // The password is changed; only the automatic sign-in failed, so send them to sign in.
      onBack();
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (code.sentTo) {
          void onSubmit(event);
          return;
        }
        event.preventDefault();
        void sendCode();
      }}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{t('auth.forgotIntro')}</p>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        data-testid="reset-email"
        error={fieldErrorText(t, 'email', errors.email)}
        endSlot={
          <SendCodeButton
            onClick={() => void sendCode()}
            sending={code.sending}
            remaining={code.remaining}
            sent={code.sentTo !== null}
            testId="reset-send-code"
          />
        }
        {...register('email')}
      />
      {code.sentTo ? (
        <div className="space-y-4 animate-slide-up">
          <p className="text-sm text-muted">{t('auth.codeSent', { email: code.sentTo })}</p>
          <TextField
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            data-testid="reset-code"
            error={fieldErrorText(t, 'code', errors.code)}
            {...register('code')}
          />
          <TextField
            label={t('auth.newPassword')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            data-testid="reset-password"
            hint={passwordRulesHint(t)}
            error={fieldErrorText(t, 'newPassword', errors.password)}
            endSlot={<PasswordVisibilityToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
            {...register('password')}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            data-testid="reset-password-confirm"
            error={fieldErrorText(t, 'confirm', errors.confirm)}
            {...register('confirm')}
          />
          <FormError message={failure} testId="reset-error" />
          <Button htmlType="submit" loading={isSubmitting} className="w-full" round data-testid="reset-submit">
            {t('auth.resetAndSignIn')}
          </Button>
        </div>
      ) : (
        <Button loading={code.sending} className="w-full" round onClick={() => void sendCode()}>
          {t('auth.sendResetCode')}
        </Button>
      )}
      <button type="button" onClick={onBack} className="block w-full cursor-pointer text-center text-sm font-medium text-accent hover:underline">
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
