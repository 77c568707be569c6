/** Phone sign-in and binding (docs/phone-login.md): fetchers, the bound number's query options. */
import { queryOptions } from '@tanstack/react-query';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type {
  TBindPhoneRequest,
  TLoginPhoneRequest,
  TPhoneState,
  TSendPhoneCodeRequest,
  TSendPhoneCodeResponse,
} from '@fanlane/contracts/phone';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { paths } from '../../../shared/lib/runtime-config';
import { withSecondFactor } from './second-factor';

export function sendPhoneCode(body: TSendPhoneCodeRequest, opts?: RequestOptions) {
  return api.post<TSendPhoneCodeResponse>(paths.phoneCode, body, opts);
}

export function loginPhone(body: TLoginPhoneRequest, opts?: RequestOptions) {
  return withSecondFactor(() => api.post<TLoginResult>(paths.loginPhone, body, opts));
}

export function bindPhone(body: TBindPhoneRequest, opts?: RequestOptions) {
  return api.post<TPhoneState>(paths.bindPhone, body, opts);
}

export function fetchPhoneState(opts?: RequestOptions) {
  return api.post<TPhoneState>(paths.phoneState, undefined, opts);
}

export const phoneStateKey = ['auth', 'phone'] as const;

export const phoneStateOptions = () =>
  queryOptions({
    queryKey: phoneStateKey,
    queryFn: ({ signal }) => fetchPhoneState({ signal, silent: true }),
  });
