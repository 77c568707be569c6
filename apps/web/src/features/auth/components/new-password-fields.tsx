import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { TextField } from '../../../shared/ui/text-field';
import { fieldErrorText, passwordRulesHint } from './field-errors';
import { PasswordVisibilityToggle } from './password-login-form';

interface NewPasswordFieldsProps {
  label: string;
  /** What `register('password')` and `register('confirm')` returned. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError; confirm?: FieldError };
  /** Whether the passwords are shown as text; the toggle sits in the first field. */
  shown: boolean;
  onToggleShown: () => void;
  testId: string;
  confirmTestId: string;
}

/** A new password with its rules, then the same password again. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  errors,
  shown,
  onToggleShown,
  testId,
  confirmTestId,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        data-testid={testId}
        hint={passwordRulesHint(t)}
        error={fieldErrorText(t, 'newPassword', errors.password)}
        endSlot={<PasswordVisibilityToggle shown={shown} onToggle={onToggleShown} />}
        {...password}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        data-testid={confirmTestId}
        error={fieldErrorText(t, 'confirm', errors.confirm)}
        {...confirm}
      />
    </>
  );
}
