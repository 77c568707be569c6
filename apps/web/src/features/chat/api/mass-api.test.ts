import { describe, expect, it } from 'vitest';
import type { TMassMessage } from '@fanlane/contracts/chat';
import { massRefetchInterval } from './mass-api';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const mass = (status: TMassMessage['status'], scheduledAt: string | null = null) =>
  ({ status, scheduledAt }) as TMassMessage;

describe('how often the mass statistics are read again', () => {
  it('every 3 s while one is sending or due, so a message just sent shows its figures', () => {
    expect(massRefetchInterval([mass('sent'), mass('sending')], NOW)).toBe(3_000);
    expect(massRefetchInterval([mass('scheduled')], NOW)).toBe(3_000);
    expect(massRefetchInterval([mass('scheduled', '2026-11-27T11:59:00Z')], NOW)).toBe(3_000);
  });

  it('every 15 s while one waits for a later time, and not at all when all are done', () => {
    expect(massRefetchInterval([mass('sent'), mass('scheduled', '2026-11-28T09:00:00Z')], NOW)).toBe(15_000);
    expect(massRefetchInterval([mass('sent'), mass('unsent'), mass('cancelled')], NOW)).toBe(false);
    expect(massRefetchInterval([], NOW)).toBe(false);
  });
});
