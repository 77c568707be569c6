import { friendlyName } from '@fanlane/contracts/names';

interface Person {
  displayName?: string | null;
  creatorDomain?: string | null;
  address?: string | null;
}

/**
 * What to call a person: their name, else their creator domain, else a friendly generated name.
 * Never their wallet address; the server names everyone, so the last case covers stale data only.
 */
export function personName(person: Person | null | undefined): string {
  const address = person?.address ?? '';
  const name = person?.displayName?.trim();
  if (name && name.toLowerCase() !== address.toLowerCase()) return name;
  if (person?.creatorDomain) return person.creatorDomain;
  return friendlyName(address);
}
