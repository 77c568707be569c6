/**
 * The second step of a sign-in (docs/admin-console.md): when the server answers a sign-in with
 * TWO_FACTOR_REQUIRED, the call waits while the second-factor dialog asks for a code, and then
 * resolves with the session as if the first call had given it. The forms need not know.
 */
import { create } from 'zustand';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { TTwoFactorChallenge } from '@fanlane/contracts/two-factor';
import { api, ApiError, CLIENT_ERROR_CODES, type RequestOptions } from '../../../shared/lib/request';
import { paths } from '../../../shared/lib/runtime-config';

type Pending = {
  challenge: TTwoFactorChallenge;
  resolve: (result: TLoginResult) => void;
  reject: (error: unknown) => void;
};

export const useSecondFactorStore = create<{ pending: Pending | null }>(() => ({ pending: null }));

export function loginSecondFactor(body: { challenge: string; code: string }, opts?: RequestOptions) {
  return api.post<TLoginResult>(paths.loginSecondFactor, body, { silent: true, ...opts });
}

/** Runs a sign-in call; an account with 2FA gets the dialog, and the call resolves once a code passes. */
export async function withSecondFactor(call: () => Promise<TLoginResult>): Promise<TLoginResult> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ERRORS.TWO_FACTOR_REQUIRED.code) throw error;
    const challenge = error.data as TTwoFactorChallenge;
    return new Promise<TLoginResult>((resolve, reject) => {
      useSecondFactorStore.setState({ pending: { challenge, resolve, reject } });
    });
  }
}

/** The dialog's answers: a session, or the user gave up (the sign-in rejects as cancelled). */
export function finishSecondFactor(result: TLoginResult): void {
  useSecondFactorStore.getState().pending?.resolve(result);
  useSecondFactorStore.setState({ pending: null });
}

export function cancelSecondFactor(): void {
  useSecondFactorStore
    .getState()
    .pending?.reject(new ApiError('cancelled', { code: CLIENT_ERROR_CODES.cancelled, status: 0 }));
  useSecondFactorStore.setState({ pending: null });
}
