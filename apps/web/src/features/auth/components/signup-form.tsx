import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZRegisterPasswordRequest } from '@fanlane/contracts/auth';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { registerPassword } from '../api/auth-api';
import { SERVER_ERROR, fieldErrorText, passwordRulesHint, serverErrorMessage, serverErrorTarget } from './field-errors';
import { FormError } from './form-error';
import { PasswordVisibilityToggle } from './password-login-form';
import { SendCodeButton } from './send-code-button';
import { useFinishLogin } from './use-finish-login';
import { useSendCode } from './use-send-code';

const ZSignUpForm = ZRegisterPasswordRequest.extend({ confirm: z.string() }).refine(
  (values) => values.password === values.confirm,
  { path: ['confirm'], message: 'mismatch' },
);

/** Sign up: email, a code sent to it, then a password typed twice. */
export function SignUpForm({ fromDomain }: { fromDomain?: string }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const code = useSendCode('register');
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
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { email: '', code: '', password: '', confirm: '', fromDomain },
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
      const result = await registerPassword(values, { silent: true });
      await finishLogin(result, 'register');
    } catch (error) {
      const target = serverErrorTarget(error);
      const message = serverErrorMessage(t, error);
      if (target === 'root') setFailure(message);
      else setError(target, { type: SERVER_ERROR, message });
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
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        data-testid="signup-email"
        error={fieldErrorText(t, 'email', errors.email)}
        endSlot={
          <SendCodeButton
            onClick={() => void sendCode()}
            sending={code.sending}
            remaining={code.remaining}
            sent={code.sentTo !== null}
            testId="signup-send-code"
          />
        }
        {...register('email')}
      />
      {code.sentTo ? (
        <div className="space-y-4 animate-slide-up">
          <p className="text-sm text-muted" data-testid="signup-code-sent">
            {t('auth.codeSent', { email: code.sentTo })}
          </p>
          <TextField
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            data-testid="signup-code"
            error={fieldErrorText(t, 'code', errors.code)}
            {...register('code')}
          />
          <TextField
            label={t('auth.choosePassword')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            data-testid="signup-password"
            hint={passwordRulesHint(t)}
            error={fieldErrorText(t, 'newPassword', errors.password)}
            endSlot={<PasswordVisibilityToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
            {...register('password')}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            data-testid="signup-password-confirm"
            error={fieldErrorText(t, 'confirm', errors.confirm)}
            {...register('confirm')}
          />
          <FormError message={failure} testId="signup-error" />
          <Button htmlType="submit" loading={isSubmitting} className="w-full" round data-testid="signup-submit">
            {t('auth.createAccount')}
          </Button>
        </div>
      ) : (
        <Button loading={code.sending} className="w-full" round onClick={() => void sendCode()}>
          {t('auth.continueWithEmail')}
        </Button>
      )}
      <p className="text-center text-xs leading-relaxed text-muted">{t('auth.terms')}</p>
    </form>
  );
}
