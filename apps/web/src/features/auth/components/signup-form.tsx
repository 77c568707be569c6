import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZRegisterPasswordRequest } from '@fanlane/contracts/auth';
import { Button } from '../../../shared/ui/button';
import { registerPassword } from '../api/auth-api';
import { withPasswordConfirm } from '../lib/password-confirm';
import { EmailWithCodeField } from './email-with-code-field';
import { showServerError } from './field-errors';
import { NewPasswordStep } from './new-password-step';
import { useFinishLogin } from './use-finish-login';
import { useEmailCode } from './use-send-code';

const ZSignUpForm = withPasswordConfirm(ZRegisterPasswordRequest);

/** Sign up: email, a code sent to it, then a password typed twice. */
export function SignUpForm({ fromDomain }: { fromDomain?: string }) {
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
  } = useForm({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { email: '', code: '', password: '', confirm: '', fromDomain },
  });
  const code = useEmailCode('register', { trigger, getValues, setError }, () => setFailure(null));

  const onSubmit = handleSubmit(async ({ confirm: _confirm, ...values }) => {
    setFailure(null);
    try {
      const result = await registerPassword(values, { silent: true });
      await finishLogin(result, 'register');
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
        testId="signup-email"
        sendTestId="signup-send-code"
      />
      {code.sentTo ? (
        <NewPasswordStep
          sentTo={code.sentTo}
          code={register('code')}
          password={register('password')}
          confirm={register('confirm')}
          errors={errors}
          passwordLabel={t('auth.choosePassword')}
          failure={failure}
          submitting={isSubmitting}
          submitLabel={t('auth.createAccount')}
          testIdPrefix="signup"
        />
      ) : (
        <Button loading={code.sending} className="w-full" round onClick={() => void code.sendCode()}>
          {t('auth.continueWithEmail')}
        </Button>
      )}
      <p className="text-center text-xs leading-relaxed text-muted">{t('auth.terms')}</p>
    </form>
  );
}
