import type { AppDeps } from '../../deps.ts';
import { findUserByEmail } from '../users/users-repo.ts';

/** Lets the sign-in form choose between "sign in" and "sign up". Rate-limited like every auth call. */
export async function checkEmail(deps: AppDeps, email: string) {
  return { registered: Boolean(await findUserByEmail(deps.db, email)) };
}
