import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

afterEach(() => {
  for (const name of ['redirectUri', 'inviter', 'other', 'a b']) removeCookie(name);
});

describe('cookies', () => {
  it('stores, reads and removes a value', () => {
    setCookie('redirectUri', '/alice/12?tab=media&x=1');
    expect(getCookie('redirectUri')).toBe('/alice/12?tab=media&x=1');
    removeCookie('redirectUri');
    expect(getCookie('redirectUri')).toBeNull();
  });

  it('keeps cookies apart when one name is the prefix of another', () => {
    setCookie('other', '1');
    setCookie('inviter', 'bob', { maxAgeSeconds: 60 });
    expect(getCookie('inviter')).toBe('bob');
    expect(getCookie('invite')).toBeNull();
  });

  it('encodes names and values', () => {
    setCookie('a b', 'x;y=z');
    expect(getCookie('a b')).toBe('x;y=z');
  });

  it('treats an expired max-age as a removal', () => {
    setCookie('inviter', 'bob', { maxAgeSeconds: 0 });
    expect(getCookie('inviter')).toBeNull();
  });
});
