/** Collections as the server sends them, for the tests around collections. */
import type { TCollection } from '@fanlane/contracts/social';

export const CREATOR = '0x1111111111111111111111111111111111111111';
export const FAN = '0x3333333333333333333333333333333333333333';
export const AUTHOR = { address: CREATOR, creatorDomain: 'maya', displayName: 'Maya Rivers', avatar: null };

let seq = 0;

export function collection(extra: Partial<TCollection> = {}): TCollection {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(900 + seq).padStart(12, '0')}`,
    author: AUTHOR,
    title: 'Lisbon',
    description: 'A week by the sea',
    postCount: 2,
    favorite: false,
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
    ...extra,
  };
}
