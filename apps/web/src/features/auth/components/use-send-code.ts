import { useCallback, useEffect, useState } from 'react';
import type { BaseSyntheticEvent, FormEvent } from 'react';
import type { ErrorOption } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { VERIFICATION_CODE_RESEND_SECONDS } from '@fanlane/contracts/auth-limits';
import type { TSendVerificationCodeResponse, TVerificationScene } from '@fanlane/contracts/auth';
import type { TRateAction } from '@fanlane/contracts/rate-limit';
import { sendVerificationCode } from '../api/auth-api';
import { preAccess, retryAfterOf } from '../api/rate-limit-api';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { SERVER_ERROR } from './field-errors';

/** Sends an e-mailed code for `scene` and counts down until another may be asked for (60 s). */
export function useSendCode(scene: TVerificationScene) {
  const sender = useCallback((email: string) => sendVerificationCode({ email, scene }, { silent: true }), [scene]);
  return useCodeSender(sender, 'email-code');
}

/**
 * Sends a code through `sender` (a stable callback) and counts down until another may be asked for.
 * With `budget`, the address's budget of such codes (/rate/limit/pre-access) is asked first: when it
 * is spent, the button waits out the rest of the window instead of failing on press; a refusal
 * while sending says the same.
 */
export function useCodeSender(sender: (email: string) => Promise<TSendVerificationCodeResponse>, budget?: TRateAction) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (!budget) return undefined;
    let live = true;
    preAccess(budget)
      .then((state) => {
        if (live && state.allowed === false && state.retryAfterSeconds > 0) setRemaining(state.retryAfterSeconds);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [budget]);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  /** Resolves when the code is on its way; rejects with the server's error. */
  const send = useCallback(
    async (email: string) => {
      setSending(true);
      try {
        const result = await sender(email);
        setSentTo(email);
        setRemaining(result.resendInSeconds > 0 ? result.resendInSeconds : VERIFICATION_CODE_RESEND_SECONDS);
      } catch (error) {
        const wait = retryAfterOf(error);
        if (wait) setRemaining(wait);
        throw error;
      } finally {
        setSending(false);
      }
    },
    [sender],
  );

  return { send, sending, remaining, sentTo, canSend: !sending && remaining <= 0 };
}

/** The parts of a react-hook-form form with an `email` field that sending it a code needs. */
interface EmailForm {
  trigger: (name: 'email') => Promise<boolean>;
  getValues: (name: 'email') => string;
  setError: (name: 'email', error: ErrorOption) => void;
}

export type EmailCode = ReturnType<typeof useEmailCode>;

/**
 * A code for the form's email: `sendCode` checks the field, sends the code and shows a refusal
 * under the field; `onStart` runs first (forms clear their error there).
 */
export function useEmailCode(scene: TVerificationScene, form: EmailForm, onStart: () => void) {
  const { t } = useTranslation();
  const code = useSendCode(scene);

  const sendCode = async () => {
    onStart();
    if (!(await form.trigger('email'))) return;
    try {
      await code.send(form.getValues('email').trim().toLowerCase());
    } catch (error) {
      form.setError('email', { type: SERVER_ERROR, message: serverErrorMessage(t, error) });
    }
  };

  return { ...code, sendCode, submitOrSend: submitOrSendCode(code.sentTo, sendCode) };
}

/** A code form's submit handler: before a code is on its way (`sentTo`), Enter asks for one. */
export const submitOrSendCode =
  (sentTo: string | null, sendCode: () => Promise<void>) =>
  (submit: (event: BaseSyntheticEvent) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>) => {
    if (sentTo) {
      void submit(event);
      return;
    }
    event.preventDefault();
    void sendCode();
  };
