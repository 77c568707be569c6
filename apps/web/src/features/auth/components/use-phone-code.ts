import { useCallback } from 'react';
import type { ErrorOption } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { phoneToE164, type TPhoneCodeScene } from '@fanlane/contracts/phone';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { sendPhoneCode } from '../api/phone-api';
import { SERVER_ERROR } from './field-errors';
import { submitOrSendCode, useCodeSender } from './use-send-code';

/** The parts of a react-hook-form form with `phone` and `country` fields that texting it a code needs. */
interface PhoneForm {
  getValues: (name: 'phone' | 'country') => string | undefined;
  setError: (name: 'phone', error: ErrorOption) => void;
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;

/**
 * A texted code for the form's number: `sendCode` checks the number (by length, for the country),
 * texts the code and shows a refusal under the field; `sentTo` is the number in E.164.
 */
export function usePhoneCode(scene: TPhoneCodeScene, form: PhoneForm, onStart: () => void) {
  const { t } = useTranslation();
  const sender = useCallback((e164: string) => sendPhoneCode({ phone: e164, scene }, { silent: true }), [scene]);
  const code = useCodeSender(sender, 'sms-code');

  const sendCode = async () => {
    onStart();
    const e164 = phoneToE164(form.getValues('phone') ?? '', form.getValues('country'));
    if (!e164) {
      form.setError('phone', { type: SERVER_ERROR, message: t('phone.invalid') });
      return;
    }
    try {
      await code.send(e164);
    } catch (error) {
      form.setError('phone', { type: SERVER_ERROR, message: serverErrorMessage(t, error) });
    }
  };

  return { ...code, sendCode, submitOrSend: submitOrSendCode(code.sentTo, sendCode) };
}
