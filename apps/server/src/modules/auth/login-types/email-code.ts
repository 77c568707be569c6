import { loginWithEmailCode } from '../login-with-email-code.ts';
import type { LoginType } from './registry.ts';

export const emailCodeLogin: LoginType<'email-code'> = {
  type: 'email-code',
  login: (deps, { email, code, fromDomain }, meta) => loginWithEmailCode(deps, { email, code, fromDomain }, meta),
};
