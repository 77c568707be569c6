import { describe, expect, it } from 'vitest';
import { parseStartParam, resolveStartTarget } from './telegram-start-param';

describe('parseStartParam', () => {
  it('splits pairs at underscores and key from value at the first dash', () => {
    expect(parseStartParam('d-alice_r-1')).toEqual({ d: 'alice', r: '1' });
    expect(parseStartParam('d-the-best-creator')).toEqual({ d: 'the-best-creator' });
  });

  it('accepts keys without a value and ignores empty pairs', () => {
    expect(parseStartParam('r__s_')).toEqual({ r: '', s: '' });
  });

  it('keeps the first of a repeated key and lowercases keys', () => {
    expect(parseStartParam('D-alice_d-bob')).toEqual({ d: 'alice' });
  });

  it('returns nothing for input Telegram would never send', () => {
    for (const garbage of ['', '   ', 'd-alice bob', 'd-alice&p=1', 'd-ålice', '<script>', 'x'.repeat(513)]) {
      expect(parseStartParam(garbage)).toEqual({});
    }
  });

  it('does not let a key reach the object prototype', () => {
    const params = parseStartParam('__proto__-x_constructor-y');
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(params.constructor).toBe('y');
  });
});

describe('resolveStartTarget', () => {
  it('opens a creator page for d', () => {
    expect(resolveStartTarget('d-alice')).toEqual({ name: 'Creators', domain: 'alice' });
  });

  it('opens a post for p', () => {
    expect(resolveStartTarget('p-8f14e45f')).toEqual({ name: 'Post', id: '8f14e45f' });
  });

  it('opens the reward centre for r and shares for s', () => {
    expect(resolveStartTarget('r')).toEqual({ name: 'RewardCenter' });
    expect(resolveStartTarget('r-1')).toEqual({ name: 'RewardCenter' });
    expect(resolveStartTarget('s-1')).toEqual({ name: 'Shares' });
  });

  it('prefers a creator, then a post, then rewards, then shares', () => {
    expect(resolveStartTarget('s_r_p-9_d-bob')).toEqual({ name: 'Creators', domain: 'bob' });
    expect(resolveStartTarget('s_r_p-9')).toEqual({ name: 'Post', id: '9' });
    expect(resolveStartTarget('s_r')).toEqual({ name: 'RewardCenter' });
  });

  it('skips a target with an unusable value', () => {
    expect(resolveStartTarget('d-_p-5')).toEqual({ name: 'Post', id: '5' });
    expect(resolveStartTarget('d--alice')).toEqual({ name: 'Home' });
  });

  it('goes Home for anything else', () => {
    for (const raw of ['', 'x-1', 'inviter-bob', 'hello', '!!!', 'd-', 'p-']) {
      expect(resolveStartTarget(raw)).toEqual({ name: 'Home' });
    }
  });
});
