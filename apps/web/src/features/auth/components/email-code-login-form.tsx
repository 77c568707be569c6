import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZLoginEmailCodeRequest } from '@fanlane/contracts/auth';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { loginEmailCode } from '../api/auth-api';
import { SERVER_ERROR, fieldErrorText, serverErrorMessage, serverErrorTarget } from './field-errors';
import { FormError } from './form-error';
import { SendCodeButton } from './send-code-button';
import { useFinishLogin } from './use-finish-login';
import { useSendCode } from './use-send-code';

/** Sign in with a 6-digit code sent by email: no password needed. */
export function EmailCodeLoginForm({ fromDomain }: { fromDomain?: string }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const code = useSendCode('login');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZLoginEmailCodeRequest), defaultValues: { email: '', code: '', fromDomain } });

  const sendCode = async () => {
    setFailure(null);
    if (!(await trigger('email'))) return;
    try {
      await code.send(getValues('email').trim().toLowerCase());
    } catch (error) {
      setError('email', { type: SERVER_ERROR, message: serverErrorMessage(t, error) });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await loginEmailCode(values, { silent: true });
      await finishLogin(result, 'email-code');
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
        // Before a code is on its way, Enter asks for one.
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
        data-testid="login-code-email"
        error={fieldErrorText(t, 'email', errors.email)}
        endSlot={
          <SendCodeButton
            onClick={() => void sendCode()}
            sending={code.sending}
            remaining={code.remaining}
            sent={code.sentTo !== null}
            testId="login-send-code"
          />
        }
        {...register('email')}
      />
      {code.sentTo && (
        <>
          <p className="text-sm text-muted" data-testid="login-code-sent">
            {t('auth.codeSent', { email: code.sentTo })}
          </p>
          <TextField
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            className="[&_input]:tracking-[0.4em]"
            data-testid="login-code"
            error={fieldErrorText(t, 'code', errors.code)}
            {...register('code')}
          />
        </>
      )}
      <FormError message={failure} testId="login-code-error" />
      {code.sentTo ? (
        <Button htmlType="submit" loading={isSubmitting} className="w-full" round data-testid="login-code-submit">
          {t('common.signIn')}
        </Button>
      ) : (
        <Button loading={code.sending} className="w-full" round onClick={() => void sendCode()}>
          {t('auth.emailMeCode')}
        </Button>
      )}
    </form>
  );
}
