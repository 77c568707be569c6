/** Demo accounts for a fresh install outside production, so there is someone to sign in as. */
import type { AppDeps } from '../deps.ts';
import { createUser, findUserByEmail } from '../modules/users/users-repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_ACCOUNTS = [
  { email: 'fan@demo.fanlane.local', displayName: 'Demo Fan', creatorDomain: null, role: 'user' },
  { email: 'creator@demo.fanlane.local', displayName: 'Demo Creator', creatorDomain: 'democreator', role: 'user' },
  { email: 'luna@demo.fanlane.local', displayName: 'Luna Vale', creatorDomain: 'lunavale', role: 'user' },
  { email: 'kai@demo.fanlane.local', displayName: 'Kai Moreno', creatorDomain: 'kaimoves', role: 'user' },
  { email: 'admin@demo.fanlane.local', displayName: 'Demo Admin', creatorDomain: null, role: 'admin' },
] as const;

/** Creates the missing ones; returns those created (empty after the first start). */
export async function ensureDemoAccounts(deps: AppDeps): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(deps.db, account.email)) continue;
    await createUser(deps.db, deps.addresses, { ...account, passwordHash: await hashPassword(DEMO_PASSWORD) });
    created.push(account.email);
  }
  return created;
}
