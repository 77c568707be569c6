/** The caller's own two-factor authentication (/settings/security/twoFactor, docs/admin-console.md). */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TOk } from '@fanlane/contracts/envelope';
import type {
  TRecoveryCodes,
  TTwoFactorProofRequest,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from '@fanlane/contracts/two-factor';
import { api } from '../../../shared/lib/request';

export const twoFactorKeys = { status: ['two-factor-status'] as const };

export const fetchTwoFactorStatus = () => api.post<TTwoFactorStatus>(PATHS.twoFactorStatus);
export const startTwoFactorSetup = () => api.post<TTwoFactorSetup>(PATHS.twoFactorSetup, undefined, { silent: true });
export const confirmTwoFactor = (code: string) =>
  api.post<TRecoveryCodes>(PATHS.twoFactorConfirm, { code }, { silent: true });
export const disableTwoFactor = (proof: TTwoFactorProofRequest) =>
  api.post<TOk>(PATHS.twoFactorDisable, proof, { silent: true });
export const newRecoveryCodes = (proof: TTwoFactorProofRequest) =>
  api.post<TRecoveryCodes>(PATHS.twoFactorRecoveryCodes, proof, { silent: true });
