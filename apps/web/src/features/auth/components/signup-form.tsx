import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { DISPLAY_NAME_MAX, randomFriendlyName } from '@fanlane/contracts/names';
import { TextField } from '../../../shared/ui/text-field';
import { isolate } from '../../../shared/ui/user-text';
import { useCaptcha } from '../../../shared/lib/use-captcha';
import { registerPassword } from '../api/auth-api';
import { CodeAndPasswordStep } from './code-and-password-step';
import { EmailWithCodeField } from './email-with-code-field';
import { codeOrEmailField, fieldErrorText } from './field-errors';
import { useAuthSubmit } from './use-auth-submit';
import { useFinishLogin } from './use-finish-login';
import { useEmailCode } from './use-send-code';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';

const signUpResolver = lazyResolver(() => import('../lib/form-validation').then((m) => m.signUpResolver));

/** Sign up: email, a code sent to it, then a password typed twice and an optional display name. */
export function SignUpForm({ fromDomain }: { fromDomain?: string }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  // One suggestion per visit to the form: the placeholder shows it and a skipped field takes it.
  const [suggestion] = useState(randomFriendlyName);
  const form = useForm({
    resolver: signUpResolver,
    defaultValues: { email: '', code: '', password: '', confirm: '', displayName: '', fromDomain },
  });
  const { register, formState } = form;
  // Off unless the server names a captcha provider; then a fresh token goes with the sign-up.
  const captcha = useCaptcha('register');
  const { onSubmit, failure, clearFailure } = useAuthSubmit(form, {
    submit: async ({ confirm: _confirm, displayName, captchaToken: _unused, ...values }) => {
      const captchaToken = await captcha.getToken();
      const result = await registerPassword(
        { ...values, displayName: displayName?.trim() || suggestion, ...(captchaToken && { captchaToken }) },
        { silent: true },
      );
      await finishLogin(result, 'register');
    },
    fieldOf: codeOrEmailField,
  });
  const code = useEmailCode('register', form, clearFailure);

  return (
    <form noValidate onSubmit={code.submitOrSend(onSubmit)} className="space-y-4">
      <EmailWithCodeField
        code={code}
        registration={register('email')}
        error={formState.errors.email}
        placeholder={t('auth.emailPlaceholder')}
        testId="signup-email"
        sendTestId="signup-send-code"
      />
      <CodeAndPasswordStep
        card
        code={{
          state: code,
          registration: register('code'),
          error: formState.errors.code,
          testId: 'signup-code',
          sentTestId: 'signup-code-sent',
        }}
        sendLabel={t('auth.continueWithEmail')}
        newPassword={{
          label: t('auth.choosePassword'),
          password: register('password'),
          confirm: register('confirm'),
          errors: formState.errors,
          testId: 'signup-password',
          confirmTestId: 'signup-password-confirm',
        }}
        extraFields={
          <TextField
            label={t('auth.displayNameOptional')}
            placeholder={suggestion}
            hint={t('auth.displayNameHint', { name: isolate(suggestion) })}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="nickname"
            data-testid="signup-display-name"
            error={fieldErrorText(t, 'displayName', formState.errors.displayName)}
            {...register('displayName')}
          />
        }
        failure={failure}
        failureTestId="signup-error"
        submitLabel={t('auth.createAccount')}
        submitting={formState.isSubmitting}
        submitTestId="signup-submit"
      />
      {captcha.enabled && <div ref={captcha.slotRef} data-testid="signup-captcha" className="flex justify-center" />}
      <p className="text-center text-xs leading-relaxed text-muted">{t('auth.terms')}</p>
    </form>
  );
}
