import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { TextField } from '../../../shared/ui/text-field';
import { fieldErrorText } from './field-errors';
import { SendCodeButton } from './send-code-button';
import type { EmailCode } from './use-send-code';

interface EmailWithCodeFieldProps {
  /** What `useEmailCode` returned. */
  code: EmailCode;
  /** What `register('email')` returned. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  testId: string;
  sendTestId: string;
  placeholder?: string;
}

/** The email field with its "Send code" button inside. */
export function EmailWithCodeField({
  code,
  registration,
  error,
  testId,
  sendTestId,
  placeholder,
}: EmailWithCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={placeholder}
      data-testid={testId}
      error={fieldErrorText(t, 'email', error)}
      endSlot={
        <SendCodeButton
          onClick={() => void code.sendCode()}
          sending={code.sending}
          remaining={code.remaining}
          sent={code.sentTo !== null}
          testId={sendTestId}
        />
      }
      {...registration}
    />
  );
}
