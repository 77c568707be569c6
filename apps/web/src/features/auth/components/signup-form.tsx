import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZRegisterPasswordRequest } from '@fanlane/contracts/auth';
import { Button } from '../../../shared/ui/button';
import { registerPassword } from '../api/auth-api';
import { EmailWithCodeField } from './email-with-code-field';
import { showServerError } from './field-errors';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { useFinishLogin } from './use-finish-login';
import { useEmailCode } from './use-send-code';
import { CodeSentNote, VerificationCodeField } from './verification-code-field';

const ZSignUpForm = ZRegisterPasswordRequest.extend({ confirm: z.string() }).refine(
  (values) => values.password === values.confirm,
  { path: ['confirm'], message: 'mismatch' },
);

/** Sign up: email, a code sent to it, then a password typed twice. */
export function SignUpForm({ fromDomain }: { fromDomain?: string }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
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
        <div className="space-y-4 animate-slide-up">
          <CodeSentNote email={code.sentTo} testId="signup-code-sent" />
          <VerificationCodeField registration={register('code')} error={errors.code} testId="signup-code" />
          <NewPasswordFields
            label={t('auth.choosePassword')}
            password={register('password')}
            confirm={register('confirm')}
            errors={errors}
            shown={showPassword}
            onToggleShown={() => setShowPassword((v) => !v)}
            testId="signup-password"
            confirmTestId="signup-password-confirm"
          />
          <FormError message={failure} testId="signup-error" />
          <Button htmlType="submit" loading={isSubmitting} className="w-full" round data-testid="signup-submit">
            {t('auth.createAccount')}
          </Button>
        </div>
      ) : (
        <Button loading={code.sending} className="w-full" round onClick={() => void code.sendCode()}>
          {t('auth.continueWithEmail')}
        </Button>
      )}
      <p className="text-center text-xs leading-relaxed text-muted">{t('auth.terms')}</p>
    </form>
  );
}
