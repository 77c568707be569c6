import { useMemo } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { phoneCountries } from '../lib/phone-countries';
import { SERVER_ERROR } from './field-errors';
import { SendCodeButton } from './send-code-button';
import type { PhoneCode } from './use-phone-code';

interface PhoneNumberFieldsProps {
  code: PhoneCode;
  country: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  error: FieldError | undefined;
  testId: string;
}

/** The country (with its calling code) and the number, with "Send code" inside the number's field. */
export function PhoneNumberFields({ code, country, phone, error, testId }: PhoneNumberFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => phoneCountries(language), [language]);
  const message = error
    ? error.type === SERVER_ERROR && error.message
      ? error.message
      : t('phone.invalid')
    : undefined;
  return (
    <div className="space-y-4">
      <SelectField
        label={t('phone.country')}
        autoComplete="tel-country-code"
        data-testid={`${testId}-country`}
        {...country}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.name} (+${c.callingCode})`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('phone.numberPlaceholder')}
        dir="ltr"
        data-testid={testId}
        error={message}
        endSlot={
          <SendCodeButton
            onClick={() => void code.sendCode()}
            sending={code.sending}
            remaining={code.remaining}
            sent={code.sentTo !== null}
            testId={`${testId}-send`}
          />
        }
        {...phone}
      />
    </div>
  );
}
