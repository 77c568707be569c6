/**
 * `/{product}/v1/global/login` dispatches on `type`. Each sign-in type is one file in this folder
 * exporting a LoginType; adding one (Telegram, wallet) means adding its file and its line below,
 * plus its member of ZGlobalLoginRequest in contracts.
 */
import type { TGlobalLoginRequest, TLoginResult, TLoginType } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../../deps.ts';
import type { ClientMeta } from '../sessions.ts';
import { passwordLogin } from './password.ts';
import { emailCodeLogin } from './email-code.ts';

export type LoginType<T extends TLoginType> = {
  type: T;
  login(deps: AppDeps, input: Extract<TGlobalLoginRequest, { type: T }>, meta: ClientMeta): Promise<TLoginResult>;
};

type Registry = { [T in TLoginType]: LoginType<T> };

export const LOGIN_TYPES: Registry = {
  password: passwordLogin,
  'email-code': emailCodeLogin,
};

export function globalLogin(deps: AppDeps, input: TGlobalLoginRequest, meta: ClientMeta): Promise<TLoginResult> {
  const handler = LOGIN_TYPES[input.type] as LoginType<typeof input.type>;
  return handler.login(deps, input, meta);
}
