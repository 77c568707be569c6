import { useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { loginPassword, resetPassword } from '../api/auth-api';
import { CodeAndPasswordStep } from './code-and-password-step';
import { EmailWithCodeField } from './email-with-code-field';
import { codeOrEmailField } from './field-errors';
import { useAuthSubmit } from './use-auth-submit';
import { useFinishLogin } from './use-finish-login';
import { useEmailCode } from './use-send-code';
import { useCaptcha } from '../../../shared/lib/use-captcha';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';

const forgotPasswordResolver = lazyResolver(() =>
  import('../lib/form-validation').then((m) => m.forgotPasswordResolver),
);

/** Forgot password: a reset code by email, a new password, and the user is signed in with it. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const form = useForm({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '', code: '', password: '', confirm: '' },
  });
  const { register, formState } = form;
  // Off unless the server names a captcha provider; then a fresh token goes with the reset.
  const captcha = useCaptcha('reset_password');
  const { onSubmit, failure, clearFailure } = useAuthSubmit(form, {
    submit: async ({ confirm: _confirm, captchaToken: _unused, ...values }) => {
      const captchaToken = await captcha.getToken();
      await resetPassword({ ...values, ...(captchaToken && { captchaToken }) }, { silent: true });
      try {
        const result = await loginPassword({ email: values.email, password: values.password }, { silent: true });
        await finishLogin(result, 'password');
      } catch {
        // The password is changed; only the automatic sign-in failed, so send them to sign in.
        onBack();
      }
    },
    fieldOf: codeOrEmailField,
  });
  const code = useEmailCode('reset-password', form, clearFailure);

  return (
    <form noValidate onSubmit={code.submitOrSend(onSubmit)} className="space-y-4">
      <p className="text-sm text-muted">{t('auth.forgotIntro')}</p>
      <EmailWithCodeField
        code={code}
        registration={register('email')}
        error={formState.errors.email}
        placeholder={t('auth.emailPlaceholder')}
        testId="reset-email"
        sendTestId="reset-send-code"
      />
      <CodeAndPasswordStep
        card
        code={{
          state: code,
          registration: register('code'),
          error: formState.errors.code,
          testId: 'reset-code',
          sentTestId: 'reset-code-sent',
        }}
        sendLabel={t('auth.sendResetCode')}
        newPassword={{
          label: t('auth.newPassword'),
          password: register('password'),
          confirm: register('confirm'),
          errors: formState.errors,
          testId: 'reset-password',
          confirmTestId: 'reset-password-confirm',
        }}
        failure={failure}
        failureTestId="reset-error"
        submitLabel={t('auth.resetAndSignIn')}
        submitting={formState.isSubmitting}
        submitTestId="reset-submit"
      />
      {captcha.enabled && <div ref={captcha.slotRef} data-testid="reset-captcha" className="flex justify-center" />}
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
