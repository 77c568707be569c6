import { afterEach, describe, expect, it } from 'vitest';
import { captureInvitationParams, readHistoryAuthCode, readInvitation } from './invitation';
import { getCookie, removeCookie } from './cookies';

afterEach(() => removeCookie('inviter'));

describe('captureInvitationParams', () => {
  it('stores every invitation parameter of the query', () => {
    const captured = captureInvitationParams({
      search: '?invitorDomain=alice&inviter=bob&promotionTag=summer24&curated=1&other=x',
      hash: '',
    });
    expect(captured).toEqual({ invitorDomain: 'alice', inviter: 'bob', promotionTag: 'summer24', curated: '1' });
    expect(localStorage.getItem('invitorDomain')).toBe('alice');
    expect(localStorage.getItem('inviter')).toBe('bob');
    expect(localStorage.getItem('promotionTag')).toBe('summer24');
    expect(localStorage.getItem('curated')).toBe('1');
  });

  it('keeps the inviter in a cookie as well', () => {
    captureInvitationParams({ search: '?inviter=bob', hash: '' });
    expect(getCookie('inviter')).toBe('bob');
  });

  it('stores ref as the inviter', () => {
    expect(captureInvitationParams({ search: '?ref=carol', hash: '' })).toEqual({ inviter: 'carol' });
    expect(localStorage.getItem('inviter')).toBe('carol');
  });

  it('prefers an explicit inviter over ref', () => {
    expect(captureInvitationParams({ search: '?ref=carol&inviter=bob', hash: '' }).inviter).toBe('bob');
  });

  it('reads a hash route query and a bare hash', () => {
    expect(captureInvitationParams({ search: '', hash: '#/alice?inviter=dave&promotionTag=tg' })).toEqual({
      inviter: 'dave',
      promotionTag: 'tg',
    });
    expect(captureInvitationParams({ search: '', hash: '#invitorDomain=erin' })).toEqual({ invitorDomain: 'erin' });
  });

  it('lets the query win over the hash', () => {
    expect(captureInvitationParams({ search: '?inviter=query', hash: '#inviter=hash' }).inviter).toBe('query');
  });

  it('ignores values that could not travel in a header or are too long', () => {
    const captured = captureInvitationParams({
      search: `?inviter=${encodeURIComponent('<script>')}&promotionTag=${'x'.repeat(65)}&invitorDomain=`,
      hash: '#/x',
    });
    expect(captured).toEqual({});
    expect(localStorage.getItem('inviter')).toBeNull();
  });

  it('leaves earlier values alone when the link has none', () => {
    captureInvitationParams({ search: '?inviter=bob', hash: '' });
    captureInvitationParams({ search: '?q=1', hash: '' });
    expect(readInvitation()).toEqual({ inviter: 'bob' });
  });
});

describe('readInvitation', () => {
  it('returns what was stored, with the cookie as the inviter of last resort', () => {
    captureInvitationParams({ search: '?inviter=bob&curated=yes', hash: '' });
    localStorage.clear();
    expect(readInvitation()).toEqual({ inviter: 'bob' });
  });

  it('is empty for a direct visitor', () => {
    expect(readInvitation()).toEqual({});
  });
});

describe('readHistoryAuthCode', () => {
  it('reads the auth code from history state first', () => {
    expect(readHistoryAuthCode({ search: '?authCode=fromQuery' }, { authCode: 'fromState' })).toBe('fromState');
  });

  it('falls back to the authCode query parameter', () => {
    expect(readHistoryAuthCode({ search: '?authCode=abc123' }, null)).toBe('abc123');
    expect(readHistoryAuthCode({ search: '?authCode=abc123' }, { authCode: 42 })).toBe('abc123');
  });

  it('returns null without a code', () => {
    expect(readHistoryAuthCode({ search: '' }, null)).toBeNull();
    expect(readHistoryAuthCode({ search: '?authCode=' }, { other: 1 })).toBeNull();
  });

  it('reads the real history and location by default', () => {
    history.replaceState({ authCode: 'live' }, '');
    expect(readHistoryAuthCode()).toBe('live');
    history.replaceState(null, '');
  });
});
