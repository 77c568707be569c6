import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = (values) => Promise.resolve({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver with the first validation only, then keeps it', async () => {
    const load = vi.fn(() => Promise.resolve(valid));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    await resolver({ email: 'c@d.co' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after one that failed (offline, a new deploy)', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>();
    load.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
