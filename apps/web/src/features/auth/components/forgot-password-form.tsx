import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZResetPasswordRequest } from '@fanlane/contracts/auth';
import { Button } from '../../../shared/ui/button';
import { loginPassword, resetPassword } from '../api/auth-api';
import { withPasswordConfirm } from '../lib/password-confirm';
import { EmailWithCodeField } from './email-with-code-field';
import { showServerError } from './field-errors';
import { NewPasswordStep } from './new-password-step';
import { useFinishLogin } from './use-finish-login';
import { useEmailCode } from './use-send-code';

const ZForgotPasswordForm = withPasswordConfirm(ZResetPasswordRequest);

/** Forgot password: a reset code by email, a new password, and the user is signed in with it. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '', code: '', password: '', confirm: '' },
  });
  const code = useEmailCode('reset-password', { trigger, getValues, setError }, () => setFailure(null));

  const onSubmit = handleSubmit(async ({ confirm: _confirm, ...values }) => {
    setFailure(null);
    try {
      await resetPassword(values, { silent: true });
    } catch (error) {
      showServerError(t, error, setError, setFailure);
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
    <form noValidate onSubmit={code.submitOrSend(onSubmit)} className="space-y-4">
      <p className="text-sm text-muted">{t('auth.forgotIntro')}</p>
      <EmailWithCodeField
        code={code}
        registration={register('email')}
        error={errors.email}
        placeholder={t('auth.emailPlaceholder')}
        testId="reset-email"
        sendTestId="reset-send-code"
      />
      {code.sentTo ? (
        <NewPasswordStep
          sentTo={code.sentTo}
          code={register('code')}
          password={register('password')}
          confirm={register('confirm')}
          errors={errors}
          passwordLabel={t('auth.newPassword')}
          failure={failure}
          submitting={isSubmitting}
          submitLabel={t('auth.resetAndSignIn')}
          testIdPrefix="reset"
        />
      ) : (
        <Button loading={code.sending} className="w-full" round onClick={() => void code.sendCode()}>
          {t('auth.sendResetCode')}
        </Button>
      )}
      <button
        type="button"
        onClick={onBack}
        className="block w-full cursor-pointer text-center text-sm font-medium text-accent hover:underline"
      >
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
