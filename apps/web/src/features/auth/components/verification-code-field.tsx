import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { TextField } from '../../../shared/ui/text-field';
import { fieldErrorText } from './field-errors';
import { isolate } from '../../../shared/ui/user-text';

interface VerificationCodeFieldProps {
  /** What `register('code')` returned. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  testId: string;
  hint?: ReactNode;
  className?: string;
}

/** The 6-digit code sent by email. */
export function VerificationCodeField({ registration, error, testId, hint, className }: VerificationCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="000000"
      className={className}
      hint={hint}
      data-testid={testId}
      error={fieldErrorText(t, 'code', error)}
      {...registration}
    />
  );
}

/** "We sent a code to …", shown once a code is on its way. */
export function CodeSentNote({ email, testId }: { email: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-muted" data-testid={testId}>
      {t('auth.codeSent', { email: isolate(email) })}
    </p>
  );
}
