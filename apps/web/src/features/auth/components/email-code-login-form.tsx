import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZLoginEmailCodeRequest } from '@fanlane/contracts/auth';
import { Button } from '../../../shared/ui/button';
import { loginEmailCode } from '../api/auth-api';
import { EmailWithCodeField } from './email-with-code-field';
import { showServerError } from './field-errors';
import { FormError } from './form-error';
import { useFinishLogin } from './use-finish-login';
import { useEmailCode } from './use-send-code';
import { CodeSentNote, VerificationCodeField } from './verification-code-field';

/** Sign in with a 6-digit code sent by email: no password needed. */
export function EmailCodeLoginForm({ fromDomain }: { fromDomain?: string }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZLoginEmailCodeRequest), defaultValues: { email: '', code: '', fromDomain } });
  const code = useEmailCode('login', { trigger, getValues, setError }, () => setFailure(null));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await loginEmailCode(values, { silent: true });
      await finishLogin(result, 'email-code');
    } catch (error) {
      showServerError(t, error, setError, setFailure);
    }
  });

  return (
    <form noValidate onSubmit={code.submitOrSend(onSubmit)} className="space-y-4">
      <EmailWithCodeField
        code={code}
        registration={register('email')}
        error={errors.email}
        placeholder={t('auth.emailPlaceholder')}
        testId="login-code-email"
        sendTestId="login-send-code"
      />
      {code.sentTo && (
        <>
          <CodeSentNote email={code.sentTo} testId="login-code-sent" />
          <VerificationCodeField
            registration={register('code')}
            error={errors.code}
            className="[&_input]:tracking-[0.4em]"
            testId="login-code"
          />
        </>
      )}
      <FormError message={failure} testId="login-code-error" />
      {code.sentTo ? (
        <Button htmlType="submit" loading={isSubmitting} className="w-full" round data-testid="login-code-submit">
          {t('common.signIn')}
        </Button>
      ) : (
        <Button loading={code.sending} className="w-full" round onClick={() => void code.sendCode()}>
          {t('auth.emailMeCode')}
        </Button>
      )}
    </form>
  );
}
