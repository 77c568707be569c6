import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { approveSubmission, fetchAdminSubmissions, rejectSubmission } from './admin-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin review fetchers', () => {
  it('post to the contract paths with the bodies given', async () => {
    const api = fakeApi({
      '/admin/v1/creator-submission/list': () => ({ data: { items: [], nextCursor: null } }),
    });
    await expect(fetchAdminSubmissions({ status: 'submitted', cursor: 'c1', limit: 20 })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
    await approveSubmission({ id: 'id-1' });
    await rejectSubmission({ id: 'id-2', reason: 'No links' });
    expect(api.calls).toEqual([
      { path: '/admin/v1/creator-submission/list', body: { status: 'submitted', cursor: 'c1', limit: 20 } },
      { path: '/admin/v1/creator-submission/approve', body: { id: 'id-1' } },
      { path: '/admin/v1/creator-submission/reject', body: { id: 'id-2', reason: 'No links' } },
    ]);
  });
});
