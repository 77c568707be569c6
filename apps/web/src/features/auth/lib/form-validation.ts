/**
 * The sign-in, sign-up and reset forms' validation: their zod schemas as react-hook-form resolvers.
 * The forms load this module with their first validation (`lazyResolver`), so zod stays out of the
 * first view of /login and of the pages that only show an auth button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ZLoginEmailCodeRequest,
  ZLoginPasswordRequest,
  ZRegisterPasswordRequest,
  ZResetPasswordRequest,
} from '@fanlane/contracts/auth';
import { ZDisplayName } from '@fanlane/contracts/display-name';
import { ZBindPhoneRequest } from '@fanlane/contracts/phone';
import { withPasswordConfirm } from './password-confirm';

// The name may stay empty: skipping it is fine, and the suggestion is used instead.
const ZSignUpForm = withPasswordConfirm(
  ZRegisterPasswordRequest.extend({ displayName: z.literal('').or(ZDisplayName).optional() }),
);

export const passwordLoginResolver = zodResolver(ZLoginPasswordRequest);
export const emailCodeLoginResolver = zodResolver(ZLoginEmailCodeRequest);
export const signUpResolver = zodResolver(ZSignUpForm);
export const forgotPasswordResolver = zodResolver(withPasswordConfirm(ZResetPasswordRequest));
export const phoneCodeResolver = zodResolver(ZBindPhoneRequest);
