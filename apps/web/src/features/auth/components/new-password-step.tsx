import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../shared/ui/button';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { CodeSentNote, VerificationCodeField } from './verification-code-field';

interface NewPasswordStepProps {
  /** The address the code went to. */
  sentTo: string;
  /** What `register('code')`, `register('password')` and `register('confirm')` returned. */
  code: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { code?: FieldError; password?: FieldError; confirm?: FieldError };
  passwordLabel: string;
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  /** Test ids are `<prefix>-code-sent`, `-code`, `-password`, `-password-confirm`, `-error`, `-submit`. */
  testIdPrefix: string;
}

/** Once the code is sent: the code, a new password typed twice, and the button that sends them. */
export function NewPasswordStep({
  sentTo,
  code,
  password,
  confirm,
  errors,
  passwordLabel,
  failure,
  submitting,
  submitLabel,
  testIdPrefix: id,
}: NewPasswordStepProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="space-y-4 animate-slide-up">
      <CodeSentNote email={sentTo} testId={`${id}-code-sent`} />
      <VerificationCodeField registration={code} error={errors.code} testId={`${id}-code`} />
      <NewPasswordFields
        label={passwordLabel}
        password={password}
        confirm={confirm}
        errors={errors}
        shown={shown}
        onToggleShown={() => setShown((v) => !v)}
        testId={`${id}-password`}
        confirmTestId={`${id}-password-confirm`}
      />
      <FormError message={failure} testId={`${id}-error`} />
      <Button htmlType="submit" loading={submitting} className="w-full" round data-testid={`${id}-submit`}>
        {submitLabel}
      </Button>
    </div>
  );
}
