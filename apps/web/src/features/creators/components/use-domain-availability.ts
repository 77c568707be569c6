import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { useDomainCheck } from '../api/creator-api';
import { localDomainState } from '../lib/application-form';

export type DomainState = 'idle' | 'checking' | 'available' | 'taken' | 'reserved' | 'invalid';

export const DOMAIN_CHECK_DELAY_MS = 400;

/**
 * Whether the page address typed so far can be had: checked once typing pauses, locally first
 * (length, characters, the app's own routes) and then by the server (someone else's page or
 * pending application).
 */
export function useDomainAvailability(value: string): DomainState {
  const domain = value.trim();
  const settled = useDebouncedValue(domain, DOMAIN_CHECK_DELAY_MS);
  const local = localDomainState(settled);
  const check = useDomainCheck(settled, local === null);

  if (domain === '') return 'idle';
  if (domain !== settled) return 'checking';
  if (local === 'empty') return 'idle';
  if (local) return local;
  if (check.isPending) return 'checking';
  if (!check.data) return 'idle'; // the check failed: the submission will tell
  if (check.data.available) return 'available';
  return check.data.reason ?? 'taken';
}
