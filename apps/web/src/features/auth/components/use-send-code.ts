import { useCallback, useEffect, useState } from 'react';
import { VERIFICATION_CODE_RESEND_SECONDS } from '@fanlane/contracts/auth';
import type { TVerificationScene } from '@fanlane/contracts/auth';
import { sendVerificationCode } from '../api/auth-api';

/** Sends an e-mailed code and counts down until another may be asked for (60 s). */
export function useSendCode(scene: TVerificationScene) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

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
        const result = await sendVerificationCode({ email, scene }, { silent: true });
        setSentTo(email);
        setRemaining(result.resendInSeconds > 0 ? result.resendInSeconds : VERIFICATION_CODE_RESEND_SECONDS);
      } finally {
        setSending(false);
      }
    },
    [scene],
  );

  return { send, sending, remaining, sentTo, canSend: !sending && remaining <= 0 };
}
