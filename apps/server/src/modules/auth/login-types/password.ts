import { loginWithPassword } from '../login-with-password.ts';
import type { LoginType } from './registry.ts';

export const passwordLogin: LoginType<'password'> = {
  type: 'password',
  login: (deps, { email, password, fromDomain }, meta) =>
    loginWithPassword(deps, { email, password, fromDomain }, meta),
};
