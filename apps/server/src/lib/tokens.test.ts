import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'a-jwt-secret-that-is-long-enough-0123456789';
const claims = { userId: '6b1c8a2e-1f0c-4b5e-9a43-2f8c1d0e7a11', sessionId: '0f3e2d1c-7b6a-4c5d-8e9f-a0b1c2d3e4f5' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a token verified once still verifies, with the same claims, until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const { token } = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-05-01T12:00:59Z'));
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-05-01T12:01:00Z'));
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('a token differing from a verified one in any byte is checked afresh and refused', async () => {
    const tokens = createTokenService(SECRET);
    const { token } = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    // Not the last character: its low bits are base64url padding, which decoders ignore.
    const at = token.length - 10;
    const other = token[at] === 'A' ? 'B' : 'A';
    expect(await tokens.verifyAccess(`${token.slice(0, at)}${other}${token.slice(at + 1)}`)).toBeNull();
    expect(await tokens.verifyAccess(`${token}x`)).toBeNull();
  });

  it('a token signed with another secret, or already expired, is refused', async () => {
    const tokens = createTokenService(SECRET);
    const forged = await createTokenService('another-secret-another-secret-0000').signAccess(claims);
    const expired = await createTokenService(SECRET, -60).signAccess(claims);
    expect(await tokens.verifyAccess(forged.token)).toBeNull();
    expect(await tokens.verifyAccess(expired.token)).toBeNull();
  });
});
