import { z } from 'zod';
import { ROLES } from './staff.ts';
import { IMAGE_DISPLAY_RATIO_DEFAULT } from './constants.ts';
import { ZDisplayName } from './display-name.ts';
// Texted codes share the mailed codes' table and rules (phone.ts), under their own purposes.
import type { TPhoneCodeScene } from './phone.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth-limits.ts';

export * from './auth-limits.ts';

export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .regex(/[A-Za-z]/, 'letter')
  .regex(/[0-9]/, 'digit');
export const ZVerificationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'six_digits');
export const ZFromDomain = z.string().trim().max(64).optional();

export const VERIFICATION_SCENES = ['register', 'login', 'reset-password', 'bind-email', 'change-email'] as const;
export const ZVerificationScene = z.enum(VERIFICATION_SCENES);
export type TVerificationScene = z.infer<typeof ZVerificationScene>;
/**
 * Codes a signed-in caller asks for through their own calls, always to their own address: never
 * through the public code call, which mails any address.
 */
export const ACCOUNT_CODE_SCENES = ['verify-email', 'delete-account'] as const;
/** Every purpose a mailed code is issued for. */
export type TCodeScene = TVerificationScene | (typeof ACCOUNT_CODE_SCENES)[number] | TPhoneCodeScene;

export const ZSendVerificationCodeRequest = z.object({ email: ZEmail, scene: ZVerificationScene });
export type TSendVerificationCodeRequest = z.infer<typeof ZSendVerificationCodeRequest>;
export const ZSendVerificationCodeResponse = z.object({
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type TSendVerificationCodeResponse = z.infer<typeof ZSendVerificationCodeResponse>;

export const ZRegisterPasswordRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  code: ZVerificationCode,
  fromDomain: ZFromDomain,
  /** Skippable: without one the account gets a friendly generated name, never its address. */
  displayName: ZDisplayName.optional(),
  /** The captcha's answer, required when a captcha provider is configured (docs/security.md, "Captcha"). */
  captchaToken: z.string().max(4_096).optional(),
});
export type TRegisterPasswordRequest = z.infer<typeof ZRegisterPasswordRequest>;

export const ZLoginPasswordRequest = z.object({
  email: ZEmail,
  // Sign-in accepts any non-empty password so old passwords keep working if the rules change.
  password: z.string().min(1).max(PASSWORD_MAX),
  fromDomain: ZFromDomain,
});
export type TLoginPasswordRequest = z.infer<typeof ZLoginPasswordRequest>;

export const ZLoginEmailCodeRequest = z.object({
  email: ZEmail,
  code: ZVerificationCode,
  fromDomain: ZFromDomain,
  /** Used only when this sign-in creates the account; an existing account keeps its name. */
  displayName: ZDisplayName.optional(),
});
export type TLoginEmailCodeRequest = z.infer<typeof ZLoginEmailCodeRequest>;

/** `/{product}/v1/global/login`: one call for every sign-in type. Telegram and wallet types join later. */
export const ZGlobalLoginRequest = z.discriminatedUnion('type', [
  ZLoginPasswordRequest.extend({ type: z.literal('password') }),
  ZLoginEmailCodeRequest.extend({ type: z.literal('email-code') }),
]);
export type TGlobalLoginRequest = z.infer<typeof ZGlobalLoginRequest>;
export type TLoginType = TGlobalLoginRequest['type'];

export { IMAGE_DISPLAY_RATIO_DEFAULT };

export const ZUserInfo = z.object({
  address: z.string(),
  creatorDomain: z.string().nullable(),
  imageDisplayRatio: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Staff (admin, moderator, support) work the back office in /admin; everyone else is 'user'. */
  role: z.enum(ROLES),
  /** The e-mail was proven by a mailed code or link (false without an e-mail). */
  emailVerified: z.boolean(),
  /** The sensitive-content filter (/settings/security/filter): sensitive posts show blurred until revealed. */
  sensitiveFilter: z.boolean(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZLoginResult = z.object({
  token: z.string(),
  /** Access token expiry, epoch milliseconds; the client refreshes one hour before it. */
  expiresAt: z.number().int(),
  refreshToken: z.string(),
  info: ZUserInfo,
  firstLogin: z.boolean(),
  /** This sign-in cancelled the account's scheduled deletion (docs/account-deletion.md): say so. */
  deletionCancelled: z.boolean().optional(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZRefreshTokenRequest = z.object({ refreshToken: z.string().min(1).max(512) });
export const ZTokenPair = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  refreshToken: z.string(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZLogoutRequest = z.object({ refreshToken: z.string().min(1).max(512).optional() });

export const ZAuthCodeQuery = z.object({ authCode: z.string().min(1).max(128) });
export const ZAuthCodeResponse = z.object({ authCode: z.string(), expiresInSeconds: z.number().int() });
export type TAuthCodeResponse = z.infer<typeof ZAuthCodeResponse>;

export const ZResetPasswordRequest = z.object({
  email: ZEmail,
  code: ZVerificationCode,
  password: ZPassword,
  /** The captcha's answer, required when a captcha provider is configured (docs/security.md, "Captcha"). */
  captchaToken: z.string().max(4_096).optional(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZUpdatePasswordRequest = z.object({
  oldPassword: z.string().max(PASSWORD_MAX).optional(),
  password: ZPassword,
});
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

export const ZEmailChangeRequest = z.object({ newEmail: ZEmail, password: z.string().max(PASSWORD_MAX).optional() });
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;
export const ZEmailChangeConfirmRequest = z.object({ token: z.string().min(1).max(256) });
export type TEmailChangeConfirmRequest = z.infer<typeof ZEmailChangeConfirmRequest>;
export const ZEmailChangeConfirmResponse = z.object({ email: z.string() });
export type TEmailChangeConfirmResponse = z.infer<typeof ZEmailChangeConfirmResponse>;
export const ZRestoreAccessRequest = z.object({ token: z.string().min(1).max(256), password: ZPassword });
export type TRestoreAccessRequest = z.infer<typeof ZRestoreAccessRequest>;
export const ZRestoreAccessResponse = z.object({ email: z.string() });
export type TRestoreAccessResponse = z.infer<typeof ZRestoreAccessResponse>;

export const ZCheckEmailRequest = z.object({ email: ZEmail });
export type TCheckEmailRequest = z.infer<typeof ZCheckEmailRequest>;
export const ZCheckEmailResponse = z.object({ registered: z.boolean() });
export type TCheckEmailResponse = z.infer<typeof ZCheckEmailResponse>;
export const ZBindEmailRequest = z.object({ email: ZEmail, code: ZVerificationCode });
export type TBindEmailRequest = z.infer<typeof ZBindEmailRequest>;

/** `/settings/account/verifyEmail`: the code mailed to the caller's own address. */
export const ZVerifyEmailRequest = z.object({ code: ZVerificationCode });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;
export const ZVerifyEmailResponse = z.object({ emailVerified: z.literal(true) });
