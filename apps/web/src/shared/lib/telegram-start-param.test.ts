import { describe, expect, it } from 'vitest';
import {
  parseStartParam,
  parseStartParamPairs,
  resolveStartTarget,
  startParamInvitation,
} from './telegram-start-param';

describe('parseStartParamPairs', () => {
  it('reads key/value pairs separated by underscores, in order', () => {
    expect(parseStartParamPairs('d_democreator')).toEqual([['d', 'democreator']]);
    expect(parseStartParamPairs('d_alice_inviter_0xabc')).toEqual([
      ['d', 'alice'],
      ['inviter', '0xabc'],
    ]);
  });

  it('keeps dashes inside values (creator domains, post ids)', () => {
    expect(parseStartParamPairs('d_the-best-creator')).toEqual([['d', 'the-best-creator']]);
    expect(parseStartParamPairs('p_8f14e45f-ceea-467a-9575-0123456789ab')).toEqual([
      ['p', '8f14e45f-ceea-467a-9575-0123456789ab'],
    ]);
  });

  it('lets the last key stand alone', () => {
    expect(parseStartParamPairs('r')).toEqual([['r', '']]);
    expect(parseStartParamPairs('d_alice_s')).toEqual([
      ['d', 'alice'],
      ['s', ''],
    ]);
  });

  it('still reads the older key-value form, alone or mixed with the new one', () => {
    expect(parseStartParamPairs('d-democreator')).toEqual([['d', 'democreator']]);
    expect(parseStartParamPairs('d-the-best-creator_i-bob')).toEqual([
      ['d', 'the-best-creator'],
      ['i', 'bob'],
    ]);
    expect(parseStartParamPairs('s-1_d_alice')).toEqual([
      ['s', '1'],
      ['d', 'alice'],
    ]);
  });

  it('lowercases keys, not values', () => {
    expect(parseStartParamPairs('D_Alice')).toEqual([['d', 'Alice']]);
  });

  it('skips stray underscores and pairs without a key', () => {
    expect(parseStartParamPairs('_d_alice')).toEqual([['d', 'alice']]);
    expect(parseStartParamPairs('___')).toEqual([]);
    expect(parseStartParamPairs('-x_d_alice')).toEqual([['d', 'alice']]);
  });

  it('returns nothing for input Telegram would never send', () => {
    for (const garbage of [
      '',
      '   ',
      'd_alice bob',
      'd_alice&p=1',
      'd_ålice',
      '<script>',
      'd_alice/../x',
      'x'.repeat(513),
      null,
      undefined,
      42,
      { d: 'alice' },
    ]) {
      expect(parseStartParamPairs(garbage)).toEqual([]);
    }
  });
});

describe('parseStartParam', () => {
  it('keeps the first of a repeated key', () => {
    expect(parseStartParam('d_alice_D_bob')).toEqual({ d: 'alice' });
  });

  it('does not let a key reach the object prototype', () => {
    const params = parseStartParam('__proto___x_constructor_y');
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    const legacy = parseStartParam('__proto__-x_constructor-y');
    expect(Object.getPrototypeOf(legacy)).toBe(Object.prototype);
    expect(legacy.constructor).toBe('y');
  });
});

describe('resolveStartTarget', () => {
  it('d opens the creator page', () => {
    expect(resolveStartTarget('d_democreator')).toEqual({ name: 'Creators', domain: 'democreator' });
    expect(resolveStartTarget('d_the-best-creator')).toEqual({ name: 'Creators', domain: 'the-best-creator' });
  });

  it('p opens the post', () => {
    expect(resolveStartTarget('p_8f14e45f')).toEqual({ name: 'Post', id: '8f14e45f' });
    expect(resolveStartTarget('p_8f14e45f-ceea-467a-9575-0123456789ab')).toEqual({
      name: 'Post',
      id: '8f14e45f-ceea-467a-9575-0123456789ab',
    });
  });

  it('r opens the reward centre and s shares, with or without a value', () => {
    expect(resolveStartTarget('r')).toEqual({ name: 'RewardCenter' });
    expect(resolveStartTarget('r_1')).toEqual({ name: 'RewardCenter' });
    expect(resolveStartTarget('s')).toEqual({ name: 'Shares' });
    expect(resolveStartTarget('s_campaign')).toEqual({ name: 'Shares' });
  });

  it('the first usable pair decides', () => {
    expect(resolveStartTarget('d_alice_p_9')).toEqual({ name: 'Creators', domain: 'alice' });
    expect(resolveStartTarget('p_9_d_alice')).toEqual({ name: 'Post', id: '9' });
    expect(resolveStartTarget('inviter_0xabc_d_alice')).toEqual({ name: 'Creators', domain: 'alice' });
    expect(resolveStartTarget('s_x_r')).toEqual({ name: 'Shares' });
  });

  it('skips a target with an unusable value', () => {
    expect(resolveStartTarget('d__p_5')).toEqual({ name: 'Post', id: '5' });
    expect(resolveStartTarget('d_-alice')).toEqual({ name: 'Home' });
    expect(resolveStartTarget('d_alice-')).toEqual({ name: 'Home' });
    expect(resolveStartTarget(`d_${'a'.repeat(65)}`)).toEqual({ name: 'Home' });
    expect(resolveStartTarget('p_-1')).toEqual({ name: 'Home' });
    expect(resolveStartTarget(`p_${'1'.repeat(65)}`)).toEqual({ name: 'Home' });
  });

  it('keeps the older d-alice form working', () => {
    expect(resolveStartTarget('d-democreator')).toEqual({ name: 'Creators', domain: 'democreator' });
    expect(resolveStartTarget('p-42')).toEqual({ name: 'Post', id: '42' });
  });

  it('goes Home for anything else, never throwing', () => {
    for (const raw of [
      '',
      'x_1',
      'inviter_bob',
      'hello',
      '!!!',
      'd',
      'd_',
      'p',
      'p_',
      '_',
      '___',
      'd_alice%20bob',
      'x'.repeat(600),
      null,
      undefined,
    ]) {
      expect(resolveStartTarget(raw)).toEqual({ name: 'Home' });
    }
  });
});

describe('startParamInvitation', () => {
  it("carries spec section 5's invitation parameters, ref as inviter", () => {
    expect(startParamInvitation('d_alice_inviter_0xabc')).toBe('?inviter=0xabc');
    expect(startParamInvitation('ref_0xabc_promotionTag_summer_curated_1')).toBe(
      '?inviter=0xabc&promotionTag=summer&curated=1',
    );
    expect(startParamInvitation('invitorDomain_alice')).toBe('?invitorDomain=alice');
  });

  it('is empty when there is none', () => {
    expect(startParamInvitation('d_alice')).toBe('');
    expect(startParamInvitation('inviter')).toBe('');
    expect(startParamInvitation('bad input!')).toBe('');
  });
});
