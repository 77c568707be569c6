import { useState, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { Button } from '../../../shared/ui/button';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import type { EmailCode } from './use-send-code';
import { CodeSentNote, VerificationCodeField } from './verification-code-field';
import { isolate } from '../../../shared/ui/user-text';

interface CodeFieldProps {
  /** What `useEmailCode` returned for the form's email. */
  state: EmailCode;
  /** What `register('code')` returned. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  testId: string;
  /** "We sent a code to …" as a line above the field (with this test id); without one, as the field's hint. */
  sentTestId?: string;
  className?: string;
}

interface NewPasswordProps {
  label: string;
  /** What `register('password')` and `register('confirm')` returned. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError; confirm?: FieldError };
  testId: string;
  confirmTestId: string;
  /** Whether the passwords show as text, when the form shares that with another field; else the step keeps it. */
  shown?: { value: boolean; toggle: () => void };
}

interface CodeAndPasswordStepProps {
  /** The e-mailed code and its field. */
  code?: CodeFieldProps;
  /** Until a code is on its way, this button asks for one in place of the step. */
  sendLabel?: string;
  /** A new password, typed twice. */
  newPassword?: NewPasswordProps;
  /** More fields of the form, after the password (sign-up's optional display name). */
  extraFields?: ReactNode;
  failure: string | null;
  failureTestId?: string;
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
  /** The auth card's forms: the step slides in and its buttons span the form. */
  card?: boolean;
}

/**
 * The step every auth form ends with: the e-mailed code, a new password typed twice (each when the
 * form asks for it), the form's failure and the button that sends it all.
 */
export function CodeAndPasswordStep(props: CodeAndPasswordStepProps) {
  const { code, sendLabel, failure, failureTestId, card = false } = props;
  if (code && sendLabel && !code.state.sentTo) {
    return (
      <>
        <FormError message={failure} testId={failureTestId} />
        <Button loading={code.state.sending} className="w-full" round onClick={() => void code.state.sendCode()}>
          {sendLabel}
        </Button>
      </>
    );
  }
  if (!card || !props.newPassword) return <StepFields {...props} />;
  return (
    <div className="space-y-4 animate-slide-up">
      <StepFields {...props} />
    </div>
  );
}

function StepFields({
  code,
  newPassword,
  extraFields,
  failure,
  failureTestId,
  submitLabel,
  submitting,
  submitTestId,
  card = false,
}: CodeAndPasswordStepProps) {
  return (
    <>
      {code && <CodeField {...code} />}
      {newPassword && <NewPassword {...newPassword} />}
      {extraFields}
      <FormError message={failure} testId={failureTestId} />
      <Button
        htmlType="submit"
        loading={submitting}
        className={card ? 'w-full' : undefined}
        round
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </>
  );
}

function CodeField({ state, registration, error, testId, sentTestId, className }: CodeFieldProps) {
  const { t } = useTranslation();
  const sentTo = state.sentTo;
  const asHint = sentTestId === undefined;
  return (
    <>
      {sentTo && !asHint && <CodeSentNote email={sentTo} testId={sentTestId} />}
      <VerificationCodeField
        registration={registration}
        error={error}
        className={className}
        hint={asHint && sentTo ? t('auth.codeSent', { email: isolate(sentTo) }) : undefined}
        testId={testId}
      />
    </>
  );
}

function NewPassword({ label, password, confirm, errors, testId, confirmTestId, shown }: NewPasswordProps) {
  const [ownShown, setOwnShown] = useState(false);
  return (
    <NewPasswordFields
      label={label}
      password={password}
      confirm={confirm}
      errors={errors}
      shown={shown?.value ?? ownShown}
      onToggleShown={shown?.toggle ?? (() => setOwnShown((v) => !v))}
      testId={testId}
      confirmTestId={confirmTestId}
    />
  );
}
