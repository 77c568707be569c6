import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectDeviceTraits, computeVisitorId, fnv1a64, getVisitorId } from './visitor-id';

afterEach(() => vi.restoreAllMocks());

describe('visitor id', () => {
  it('is the FNV-1a 64 hash of the traits, as 16 hex characters', () => {
    // Reference values of FNV-1a 64.
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('is stable for the same device', () => {
    const traits = collectDeviceTraits();
    expect(traits).toHaveLength(8);
    expect(computeVisitorId(traits)).toBe(computeVisitorId([...traits]));
    expect(computeVisitorId()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when any trait changes', () => {
    const traits = ['ua', 'en', 'MacIntel', '1920x1080', '24', 'Europe/Paris', '8', '0'];
    const base = computeVisitorId(traits);
    traits.forEach((_, i) => {
      const changed = [...traits];
      changed[i] = `${changed[i]}x`;
      expect(computeVisitorId(changed)).not.toBe(base);
    });
  });

  it('picks up the screen and the time zone', () => {
    const before = computeVisitorId();
    vi.spyOn(screen, 'width', 'get').mockReturnValue(123);
    expect(computeVisitorId()).not.toBe(before);
  });

  it('is cached, so a later browser update does not make a new visitor', () => {
    const first = getVisitorId();
    expect(localStorage.getItem('visitorId')).toBe(first);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Something else/2.0');
    expect(getVisitorId()).toBe(first);
  });

  it('replaces a tampered cached value', () => {
    localStorage.setItem('visitorId', '<script>');
    expect(getVisitorId()).toMatch(/^[0-9a-f]{16}$/);
  });
});
