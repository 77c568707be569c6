/** Demo accounts for a fresh install outside production, so there is someone to sign in as. */
import type { TCreatorCategory } from '@fanlane/contracts/creator';
import type { AppDeps } from '../deps.ts';
import { ensureApprovedSubmission } from '../modules/creators/submissions-repo.ts';
import { createUser, findUserByEmail } from '../modules/users/users-repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { encryptSecret, newRecoveryCodes, totpKey } from '../modules/auth/two-factor.ts';
import { hasTwoFactorEnabled, insertEnabledTwoFactor } from '../modules/auth/two-factor-repo.ts';
import { isStaff } from '@fanlane/contracts/staff';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_ACCOUNTS = [
  { email: 'fan@demo.fanlane.local', displayName: 'Demo Fan', creatorDomain: null, role: 'user' },
  { email: 'creator@demo.fanlane.local', displayName: 'Demo Creator', creatorDomain: 'democreator', role: 'user' },
  { email: 'luna@demo.fanlane.local', displayName: 'Luna Vale', creatorDomain: 'lunavale', role: 'user' },
  { email: 'kai@demo.fanlane.local', displayName: 'Kai Moreno', creatorDomain: 'kaimoves', role: 'user' },
  { email: 'admin@demo.fanlane.local', displayName: 'Demo Admin', creatorDomain: null, role: 'admin' },
  { email: 'moderator@demo.fanlane.local', displayName: 'Demo Moderator', creatorDomain: null, role: 'moderator' },
  { email: 'support@demo.fanlane.local', displayName: 'Demo Support', creatorDomain: null, role: 'support' },
] as const;

/**
 * The demo staff's authenticator secret (staff must use two-factor authentication): add it to an
 * authenticator app by hand, as the demo password is typed by hand. Demo installs only.
 */
export const DEMO_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';

/** The categories of the demo creators' (approved) applications, which the discover page filters by. */
export const DEMO_CATEGORIES: Record<string, TCreatorCategory[]> = {
  democreator: ['photography', 'travel'],
  lunavale: ['art'],
  kaimoves: ['fitness', 'lifestyle'],
};

/**
 * Creates the missing ones; returns those created (empty after the first start). Demo creators get
 * an approved application on every start when they have none, so older demo installs gain categories too.
 */
export async function ensureDemoAccounts(deps: AppDeps): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    let user = await findUserByEmail(deps.db, account.email);
    if (!user) {
      user = await createUser(deps.db, deps.addresses, { ...account, passwordHash: await hashPassword(DEMO_PASSWORD) });
      created.push(account.email);
    }
    if (isStaff(account.role) && !(await hasTwoFactorEnabled(deps.db, user.id))) {
      const key = totpKey(deps.config);
      await insertEnabledTwoFactor(deps.db, user.id, {
        secretCiphertext: encryptSecret(key, DEMO_TOTP_SECRET),
        recoveryCodeHashes: newRecoveryCodes(key, user.id).hashes,
      });
    }
    if (account.creatorDomain)
      await ensureApprovedSubmission(deps.db, user.id, {
        creatorDomain: account.creatorDomain,
        displayName: account.displayName,
        categories: DEMO_CATEGORIES[account.creatorDomain] ?? ['other'],
      });
  }
  return created;
}
