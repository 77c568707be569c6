import { useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { loginEmailCode } from '../api/auth-api';
import { CodeAndPasswordStep } from './code-and-password-step';
import { EmailWithCodeField } from './email-with-code-field';
import { codeOrEmailField } from './field-errors';
import { useAuthSubmit } from './use-auth-submit';
import { useFinishLogin } from './use-finish-login';
import { useEmailCode } from './use-send-code';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';

const emailCodeLoginResolver = lazyResolver(() =>
  import('../lib/form-validation').then((m) => m.emailCodeLoginResolver),
);

/** Sign in with a 6-digit code sent by email: no password needed. */
export function EmailCodeLoginForm({ fromDomain }: { fromDomain?: string }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const form = useForm({
    resolver: emailCodeLoginResolver,
    defaultValues: { email: '', code: '', fromDomain },
  });
  const { register, formState } = form;
  const { onSubmit, failure, clearFailure } = useAuthSubmit(form, {
    submit: async (values) => {
      const result = await loginEmailCode(values, { silent: true });
      await finishLogin(result, 'email-code');
    },
    fieldOf: codeOrEmailField,
  });
  const code = useEmailCode('login', form, clearFailure);

  return (
    <form noValidate onSubmit={code.submitOrSend(onSubmit)} className="space-y-4">
      <EmailWithCodeField
        code={code}
        registration={register('email')}
        error={formState.errors.email}
        placeholder={t('auth.emailPlaceholder')}
        testId="login-code-email"
        sendTestId="login-send-code"
      />
      <CodeAndPasswordStep
        card
        code={{
          state: code,
          registration: register('code'),
          error: formState.errors.code,
          testId: 'login-code',
          sentTestId: 'login-code-sent',
          className: '[&_input]:tracking-[0.4em]',
        }}
        sendLabel={t('auth.emailMeCode')}
        failure={failure}
        failureTestId="login-code-error"
        submitLabel={t('common.signIn')}
        submitting={formState.isSubmitting}
        submitTestId="login-code-submit"
      />
    </form>
  );
}
