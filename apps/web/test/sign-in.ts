/** Test helper: someone signed in, as the store holds them after a login. */
import type { TUserInfo } from '@fanlane/contracts/auth';
import { initialUserData, useUserStore } from '../src/shared/stores/user-store';

/** The tests' usual fan and creator. */
export const FAN = '0x3333333333333333333333333333333333333333';
export const CREATOR = '0x1111111111111111111111111111111111111111';

/** A user's info as the server sends it: a fan without a name unless `info` says otherwise. */
export function userInfo(address: string, info: Partial<TUserInfo> = {}): TUserInfo {
  return {
    address,
    creatorDomain: null,
    imageDisplayRatio: 'blur-15px',
    email: null,
    displayName: null,
    avatar: null,
    role: 'user',
    emailVerified: false,
    sensitiveFilter: false,
    ...info,
  };
}

/** `address` signed in with that info, the rest of the store fresh. */
export function signIn(address: string, info: Partial<TUserInfo> = {}): void {
  useUserStore.setState({ ...initialUserData(), address, info: userInfo(address, info) });
}
