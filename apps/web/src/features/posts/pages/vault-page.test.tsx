import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, userInfo } from '../../../../test/sign-in';
import { useUserStore } from '../../../shared/stores/user-store';
import { FakeXhr, sentXhr } from '../../../../test/fake-xhr';
import { uuid, vaultItem } from '../../../../test/post-fixtures';
import { VaultPage } from './vault-page';

const CREATOR = userInfo('0x1111111111111111111111111111111111111111', { creatorDomain: 'maya', displayName: 'Maya' });

function ComposerProbe() {
  const location = useLocation();
  const media = (location.state as { media?: Array<{ id: string }> } | null)?.media ?? [];
  return <p data-testid="composer-probe">{media.map((m) => m.id).join(',')}</p>;
}

function setup(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const view = renderPage(
    [
      { path: '/vault', Component: VaultPage },
      { path: '/createPost', Component: ComposerProbe },
    ],
    '/vault',
  );
  return { api, ...view };
}

const used = vaultItem({
  usedIn: [
    { postId: uuid(), status: 'published', visibility: 'public' },
    { postId: uuid(), status: 'scheduled', visibility: 'ppv' },
  ],
});
const video = vaultItem({ kind: 'video', durationMs: 83_000 });
const free = vaultItem();

beforeEach(() => {
  signIn(CREATOR.address, CREATOR);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the vault', () => {
  it('lists the files with where they are used and video durations, filtered by kind', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      [PATHS.vaultList]: (body) => ({
        data: { items: body.kind === 'video' ? [video] : [used, video, free], nextCursor: null },
      }),
    });
    const items = await screen.findAllByTestId('vault-item');
    expect(items.map((item) => within(item).getByTestId('vault-usage').textContent)).toEqual([
      'Used in posts: 2',
      'Not used',
      'Not used',
    ]);
    expect(within(items[1]!).getByTestId('vault-duration')).toHaveTextContent('1:23');

    await user.click(screen.getByTestId('vault-tab-video'));
    await waitFor(() => expect(screen.getAllByTestId('vault-item')).toHaveLength(1));
    expect(api.bodies(PATHS.vaultList).at(-1)).toEqual({ kind: 'video' });
    const call = vi.mocked(fetch).mock.calls.find(([url]) => typeof url === 'string' && url.endsWith(PATHS.vaultList));
    expect(call?.[1]?.headers).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('shows why a file in use cannot be deleted', async () => {
    const user = userEvent.setup();
    setup({
      [PATHS.vaultList]: () => ({ data: { items: [used], nextCursor: null } }),
      [PATHS.mediaDelete]: () => ({
        code: 1012305,
        status: 409,
        msg: 'This file is used in a post. Remove it from the post first.',
      }),
    });
    await user.click(within(await screen.findByTestId('vault-item')).getByTestId('vault-delete'));
    const dialog = await screen.findByTestId('vault-delete-dialog');
    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(
      await within(dialog).findByText('This file is used in a post. Remove it from the post first.'),
    ).toBeInTheDocument();
  });

  it('deletes an unused file', async () => {
    const user = userEvent.setup();
    let items = [free, video];
    const { api } = setup({
      [PATHS.vaultList]: () => ({ data: { items, nextCursor: null } }),
      [PATHS.mediaDelete]: (body) => {
        items = items.filter((item) => item.id !== body.id);
        return { data: { ok: true } };
      },
    });
    await user.click(within((await screen.findAllByTestId('vault-item'))[0]!).getByTestId('vault-delete'));
    await user.click(within(await screen.findByTestId('vault-delete-dialog')).getByTestId('confirm-action'));
    await waitFor(() => expect(screen.getAllByTestId('vault-item')).toHaveLength(1));
    expect(api.bodies(PATHS.mediaDelete)).toEqual([{ id: free.id }]);
  });

  it('starts a new post with the selected files, in the order they were picked', async () => {
    const user = userEvent.setup();
    setup({ [PATHS.vaultList]: () => ({ data: { items: [used, video, free], nextCursor: null } }) });
    const items = await screen.findAllByTestId('vault-item');
    await user.click(within(items[2]!).getByRole('button', { name: 'Select' }));
    await user.click(within(items[0]!).getByRole('button', { name: 'Select' }));
    expect(screen.getByTestId('vault-selection')).toHaveTextContent('Selected: 2');
    await user.click(screen.getByTestId('vault-new-post'));
    expect(await screen.findByTestId('composer-probe')).toHaveTextContent(`${free.id},${used.id}`);
  });

  it('uploads with progress and shows the new files', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const fresh = vaultItem();
    let items = [free];
    setup({ [PATHS.vaultList]: () => ({ data: { items, nextCursor: null } }) });
    await screen.findByTestId('vault-item');
    await user.upload(screen.getByTestId('vault-upload-input'), new File(['a'], 'a.png', { type: 'image/png' }));
    const xhr = await sentXhr();
    xhr.progress(30, 100);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30'));
    items = [fresh, free];
    xhr.answer(200, { success: true, code: 0, msg: '', data: { items: [fresh] } });
    await waitFor(() => expect(screen.getAllByTestId('vault-item')).toHaveLength(2));
  });

  it('is for creators only', () => {
    useUserStore.setState({ info: { ...CREATOR, creatorDomain: null } });
    const { api } = setup({});
    expect(screen.getByTestId('creators-only-become-creator')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
