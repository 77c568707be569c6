import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { formatPhone } from '@fanlane/contracts/phone';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { isolate } from '../../../shared/ui/user-text';
import { SERVER_ERROR } from './field-errors';
import { FormError } from './form-error';
import type { PhoneCode } from './use-phone-code';

interface PhoneCodeStepProps {
  code: PhoneCode;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  failure: string | null;
  submitLabel: string;
  submitting: boolean;
  testId: string;
}

/** Until a code is texted, one button asks for it; then the code's field and the form's own button. */
export function PhoneCodeStep({
  code,
  registration,
  error,
  failure,
  submitLabel,
  submitting,
  testId,
}: PhoneCodeStepProps) {
  const { t } = useTranslation();
  if (!code.sentTo) {
    return (
      <>
        <FormError message={failure} testId={`${testId}-error`} />
        <Button
          loading={code.sending}
          className="w-full"
          round
          onClick={() => void code.sendCode()}
          data-testid={`${testId}-text-me`}
        >
          {t('phone.textMeCode')}
        </Button>
      </>
    );
  }
  const message = error
    ? error.type === SERVER_ERROR && error.message
      ? error.message
      : t('phone.codeRule')
    : undefined;
  return (
    <div className="space-y-4 animate-slide-up">
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        className="[&_input]:tracking-[0.4em]"
        hint={t('phone.codeSent', { phone: isolate(formatPhone(code.sentTo)) })}
        error={message}
        data-testid={`${testId}-code`}
        {...registration}
      />
      <FormError message={failure} testId={`${testId}-error`} />
      <Button htmlType="submit" loading={submitting} className="w-full" round data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
    </div>
  );
}
