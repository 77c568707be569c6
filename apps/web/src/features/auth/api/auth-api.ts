/** Fetchers of the auth and profile calls (spec section 7), typed from the contracts' schemas. */
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TAuthCodeResponse,
  TBindEmailRequest,
  TCheckEmailRequest,
  TCheckEmailResponse,
  TEmailChangeConfirmRequest,
  TEmailChangeConfirmResponse,
  TEmailChangeRequest,
  TGlobalLoginRequest,
  TLoginEmailCodeRequest,
  TLoginPasswordRequest,
  TLoginResult,
  TRegisterPasswordRequest,
  TResetPasswordRequest,
  TRestoreAccessRequest,
  TRestoreAccessResponse,
  TSendVerificationCodeRequest,
  TSendVerificationCodeResponse,
  TTokenPair,
  TUpdatePasswordRequest,
  TUserInfo,
  TVerifyEmailRequest,
} from '@fanlane/contracts/auth';
import type { TOk } from '@fanlane/contracts/envelope';
import type { TProfile, TProfileUpdateRequest } from '@fanlane/contracts/profile';
import type { TLoginEvent, TUnreadCount } from '@fanlane/contracts/tracking';
import type { TTelegramMiniAppLoginRequest } from '@fanlane/contracts/telegram';
import { api, withQuery } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { paths } from '../../../shared/lib/runtime-config';
import { withSecondFactor } from './second-factor';

export function sendVerificationCode(body: TSendVerificationCodeRequest, opts?: RequestOptions) {
  return api.post<TSendVerificationCodeResponse>(paths.verificationCode, body, opts);
}

export function registerPassword(body: TRegisterPasswordRequest, opts?: RequestOptions) {
  return api.post<TLoginResult>(paths.registerPassword, body, opts);
}

export function loginPassword(body: TLoginPasswordRequest, opts?: RequestOptions) {
  return withSecondFactor(() => api.post<TLoginResult>(paths.loginPassword, body, opts));
}

export function loginEmailCode(body: TLoginEmailCodeRequest, opts?: RequestOptions) {
  return withSecondFactor(() => api.post<TLoginResult>(paths.loginEmailCode, body, opts));
}

export function globalLogin(body: TGlobalLoginRequest, opts?: RequestOptions) {
  return withSecondFactor(() => api.post<TLoginResult>(paths.globalLogin, body, opts));
}

/** The spec passes the code as a query parameter; POST keeps it out of caches and prefetches. */
export function loginWithAuthCode(authCode: string, opts?: RequestOptions) {
  return api.post<TLoginResult>(withQuery(paths.loginAuthCode, { authCode }), undefined, opts);
}

/** A one-time code that signs this user in elsewhere (another tab, device or the mini-app). */
export function createAuthCode(opts?: RequestOptions) {
  return api.post<TAuthCodeResponse>(paths.createAuthCode, undefined, opts);
}

/**
 * Sent without Authorization: the session's getToken waits on this very call. Silent: a failed
 * refresh either ends in a 401 (handled as a logout) or leaves the current token in use.
 */
export function refreshToken(token: string, opts?: RequestOptions) {
  return api.post<TTokenPair>(paths.refreshToken, { refreshToken: token }, { silent: true, ...opts, skipAuth: true });
}

export function logout(token?: string, opts?: RequestOptions) {
  return api.post<TOk>(paths.logout, token ? { refreshToken: token } : {}, { silent: true, ...opts });
}

export function resetPassword(body: TResetPasswordRequest, opts?: RequestOptions) {
  return api.post<TOk>(paths.passwordReset, body, opts);
}

export function updatePassword(body: TUpdatePasswordRequest, opts?: RequestOptions) {
  return api.post<TOk>(paths.passwordUpdate, body, opts);
}

export function requestEmailChange(body: TEmailChangeRequest, opts?: RequestOptions) {
  return api.post<TOk>(paths.emailChange, body, opts);
}

export function confirmEmailChange(body: TEmailChangeConfirmRequest, opts?: RequestOptions) {
  return api.post<TEmailChangeConfirmResponse>(paths.emailChangeConfirm, body, opts);
}

export function restoreAccess(body: TRestoreAccessRequest, opts?: RequestOptions) {
  return api.post<TRestoreAccessResponse>(paths.restoreAccess, body, opts);
}

export function checkEmail(body: TCheckEmailRequest, opts?: RequestOptions) {
  return api.post<TCheckEmailResponse>(paths.checkEmail, body, opts);
}

export function bindEmail(body: TBindEmailRequest, opts?: RequestOptions) {
  return api.post<TOk>(paths.bindEmail, body, opts);
}

/** A code to the signed-in user's own e-mail (/settings/account/verifyEmail). */
export function sendEmailVerification(opts?: RequestOptions) {
  return api.post<TSendVerificationCodeResponse>(paths.verifyEmailSend, undefined, opts);
}

export function verifyEmail(body: TVerifyEmailRequest, opts?: RequestOptions) {
  return api.post<{ emailVerified: true }>(paths.verifyEmail, body, opts);
}

/** The mini-app's sign-in with Telegram's signed launch data (modules/telegram on the server). */
export function loginTelegramMiniApp(body: TTelegramMiniAppLoginRequest, opts?: RequestOptions) {
  return withSecondFactor(() => api.post<TLoginResult>(paths.telegramMiniAppLogin, body, opts));
}

export function fetchMe(opts?: RequestOptions) {
  return api.post<TUserInfo>(paths.me, undefined, opts);
}

export function fetchProfile(addressOrDomain: string, opts?: RequestOptions) {
  return api.post<TProfile>(PATHS.profile, { addressOrDomain }, opts);
}

export function updateProfile(body: TProfileUpdateRequest, opts?: RequestOptions) {
  return api.post<TProfile>(PATHS.profileUpdate, body, opts);
}

export function uploadAvatar(file: Blob, opts?: RequestOptions) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<TProfile>(PATHS.profileAvatar, form, opts);
}

/** Analytics of a sign-in; never worth an alert. */
export function reportLoginEvent(body: TLoginEvent, opts?: RequestOptions) {
  return api.post<TOk>(PATHS.loginEvent, body, { silent: true, ...opts });
}

export function fetchUnread(opts?: RequestOptions) {
  return api.post<TUnreadCount>(PATHS.unread, undefined, opts);
}
