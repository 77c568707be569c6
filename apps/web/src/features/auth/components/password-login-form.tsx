import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { Eye, EyeOff } from 'lucide-react';
import { ApiError, isCancelledError } from '../../../shared/lib/request';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { loginPassword } from '../api/auth-api';
import { fieldErrorText } from './field-errors';
import { FormError } from './form-error';
import { useFinishLogin } from './use-finish-login';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';

const passwordLoginResolver = lazyResolver(() => import('../lib/form-validation').then((m) => m.passwordLoginResolver));

export function PasswordVisibilityToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
      className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted hover:text-fg"
    >
      {shown ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
    </button>
  );
}

interface PasswordLoginFormProps {
  fromDomain?: string;
  onForgotPassword: () => void;
}

/** Email and password. A failure shows one generic sentence, never the server's (spec section 8). */
export function PasswordLoginForm({ fromDomain, onForgotPassword }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: passwordLoginResolver,
    defaultValues: { email: '', password: '', fromDomain },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await loginPassword(values, { silent: true });
      await finishLogin(result, 'password');
    } catch (error) {
      // The second-factor dialog was closed: nothing went wrong, the user stopped.
      if (isCancelledError(error)) return;
      // Whether the email exists is nobody's business: one message for every failure.
      const network = error instanceof ApiError && error.code < 0;
      setFailure(network ? t('errors.default') : t('auth.errors.wrongCredentials'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        data-testid="login-email"
        error={fieldErrorText(t, 'email', errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        data-testid="login-password"
        error={fieldErrorText(t, 'password', errors.password)}
        endSlot={<PasswordVisibilityToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        {...register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          data-testid="forgot-password"
          className="cursor-pointer text-sm font-medium text-accent hover:underline"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <FormError message={failure} testId="login-error" />
      <Button htmlType="submit" loading={isSubmitting} className="w-full" round data-testid="login-submit">
        {t('common.signIn')}
      </Button>
    </form>
  );
}
