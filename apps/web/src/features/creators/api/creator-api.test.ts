import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { checkDomain, fetchSubmission, submitApplication } from './creator-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('creator application fetchers', () => {
  it('post to the contract paths with the bodies given', async () => {
    const api = fakeApi({
      '/creator/submission/v1/domain-exist': () => ({ data: { available: false, reason: 'taken' } }),
      '/creator/submission/v1/detail': () => ({ data: null }),
    });
    await expect(checkDomain({ creatorDomain: 'maya' })).resolves.toEqual({ available: false, reason: 'taken' });
    await expect(fetchSubmission()).resolves.toBeNull();
    await submitApplication({ submit: false, displayName: 'Maya' });
    expect(api.calls).toEqual([
      { path: '/creator/submission/v1/domain-exist', body: { creatorDomain: 'maya' } },
      { path: '/creator/submission/v1/detail', body: {} },
      { path: '/creator/submission/v1/submit', body: { submit: false, displayName: 'Maya' } },
    ]);
  });
});
