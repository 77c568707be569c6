/** /settings/security/twoFactor: the caller's own two-factor authentication (docs/admin-console.md). */
import { isStaff } from '@fanlane/contracts/staff';
import type {
  TRecoveryCodes,
  TTwoFactorProofRequest,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from '@fanlane/contracts/two-factor';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from './guards.ts';
import { verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import {
  decryptSecret,
  encryptSecret,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  spendSecondFactor,
  totpFor,
  totpKey,
} from './two-factor.ts';
import {
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor-repo.ts';

export async function twoFactorStatus(deps: AppDeps, caller: Caller): Promise<TTwoFactorStatus> {
  const row = await findTwoFactor(deps.db, caller.user.id);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: Boolean(enabledAt),
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? (row?.recoveryCodeHashes.length ?? 0) : 0,
    required: isStaff(caller.user.role),
  };
}

/** A new secret, not in force until a first code confirms it; asking again replaces it. */
export async function startTwoFactorSetup(deps: AppDeps, caller: Caller): Promise<TTwoFactorSetup> {
  const { user } = caller;
  const secret = newSecret();
  if (!(await savePendingSecret(deps.db, user.id, encryptSecret(totpKey(deps.config), secret))))
    throw appError('TWO_FACTOR_ALREADY_ENABLED');
  const label = user.email ?? user.phone ?? user.displayName ?? user.address;
  return { secret, uri: totpFor(secret, label, deps.config.brandName).toString() };
}

/**
 * The first code turns it on: recovery codes are made (shown this once) and the account's other
 * sessions are signed out, so every session of the account from now on passed the second factor.
 */
export async function confirmTwoFactor(deps: AppDeps, caller: Caller, code: string): Promise<TRecoveryCodes> {
  const { user } = caller;
  const row = await findTwoFactor(deps.db, user.id);
  if (!row) throw appError('TWO_FACTOR_NOT_ENABLED');
  if (row.enabledAt) throw appError('TWO_FACTOR_ALREADY_ENABLED');
  const key = totpKey(deps.config);
  const digits = code.replace(/[\s-]/g, '');
  const step = /^\d{6}$/.test(digits)
    ? matchingStep(decryptSecret(key, row.secretCiphertext), digits, Date.now())
    : null;
  if (step === null) throw appError('TWO_FACTOR_CODE_INVALID');
  const { codes, hashes } = newRecoveryCodes(key, user.id);
  await deps.events.transaction(async (tx, emit) => {
    if (!(await enableTwoFactor(tx, user.id, { step, recoveryCodeHashes: hashes, now: new Date() })))
      throw appError('TWO_FACTOR_ALREADY_ENABLED');
    await revokeUserSessions(tx, emit, user.id, 'two_factor_enabled', caller.sessionId);
  });
  return { recoveryCodes: codes };
}

/** Turning it off, or new recovery codes, needs the password or a current code (app or recovery). */
async function prove(deps: AppDeps, caller: Caller, proof: TTwoFactorProofRequest): Promise<void> {
  const { user } = caller;
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabledAt) throw appError('TWO_FACTOR_NOT_ENABLED');
  if (proof.code) {
    await spendSecondFactor(deps, user.id, proof.code);
    return;
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, proof.password ?? '')))
    throw appError('WRONG_PASSWORD');
}

/** Staff keep it on while they hold a staff role (an admin takes the role away first). */
export async function disableTwoFactor(deps: AppDeps, caller: Caller, proof: TTwoFactorProofRequest) {
  if (isStaff(caller.user.role)) throw appError('TWO_FACTOR_REQUIRED_FOR_STAFF');
  await prove(deps, caller, proof);
  await deleteTwoFactor(deps.db, caller.user.id);
  return { ok: true as const };
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  caller: Caller,
  proof: TTwoFactorProofRequest,
): Promise<TRecoveryCodes> {
  await prove(deps, caller, proof);
  const { codes, hashes } = newRecoveryCodes(totpKey(deps.config), caller.user.id);
  if (!(await replaceRecoveryCodes(deps.db, caller.user.id, hashes))) throw appError('TWO_FACTOR_NOT_ENABLED');
  return { recoveryCodes: codes };
}
