import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStorage, readStorage, removeStorage, writeStorage } from './storage';

afterEach(() => vi.unstubAllGlobals());

describe('storage', () => {
  it('reads and writes local and session storage', () => {
    writeStorage('LANG', 'fr');
    writeStorage('x', '1', 'session');
    expect(readStorage('LANG')).toBe('fr');
    expect(readStorage('x', 'session')).toBe('1');
    expect(readStorage('x')).toBeNull();
    removeStorage('LANG');
    expect(readStorage('LANG')).toBeNull();
    clearStorage('session');
    expect(readStorage('x', 'session')).toBeNull();
  });

  it('never throws when the browser refuses storage (private mode, full quota)', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse });
    expect(() => writeStorage('a', 'b')).not.toThrow();
    expect(readStorage('a')).toBeNull();
    expect(() => removeStorage('a')).not.toThrow();
    expect(() => clearStorage('local')).not.toThrow();
    vi.unstubAllGlobals();
  });
});
