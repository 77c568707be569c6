import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBlockedUser } from '@fanlane/contracts/social';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { BlockMenu } from './block-menu';

const VIEWER = '0x3333333333333333333333333333333333333333';
const OTHER = '0x1111111111111111111111111111111111111111';

function blocked(address: string): TBlockedUser {
  return { address, displayName: 'Maya Rivers', avatar: null, blockedAt: '2026-04-01T10:00:00.000Z' };
}

function setup(handlers: Record<string, FakeHandler> = {}) {
  const onChange = vi.fn();
  const api = fakeApi({
    [PATHS.blockList]: () => ({ data: { items: [], nextCursor: null } }),
    [PATHS.blockOperate]: (body) => ({ data: { blocked: body.block } }),
    ...handlers,
  });
  renderPage(
    [{ path: '/maya', element: <BlockMenu address={OTHER} name="Maya Rivers" onChange={onChange} /> }],
    '/maya',
  );
  return { api, onChange };
}

beforeEach(() => {
  useUserStore.setState({ ...initialUserData(), address: VIEWER });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('blocking from a page menu', () => {
  it('blocks only after the confirmation, then offers to unblock', async () => {
    const user = userEvent.setup();
    const { api, onChange } = setup();
    await user.click(screen.getByTestId('creator-more'));
    await user.click(await screen.findByTestId('menu-block'));
    const dialog = await screen.findByTestId('block-confirm');
    expect(dialog).toHaveTextContent('Block Maya Rivers?');
    expect(api.bodies(PATHS.blockOperate)).toEqual([]);

    await user.click(screen.getByTestId('block-confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('block-confirm')).toBeNull());
    expect(api.bodies(PATHS.blockOperate)).toEqual([{ address: OTHER, block: true }]);
    expect(onChange).toHaveBeenCalledWith(true);

    await user.click(screen.getByTestId('creator-more'));
    expect(await screen.findByTestId('menu-unblock')).toHaveTextContent('Unblock Maya Rivers');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(screen.getByTestId('creator-more'));
    await user.click(await screen.findByTestId('menu-block'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('block-confirm')).toBeNull());
    expect(api.bodies(PATHS.blockOperate)).toEqual([]);
  });

  it('knows someone already blocked, even on a later page of the list, and unblocks them', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      [PATHS.blockList]: (body) =>
        body.cursor
          ? { data: { items: [blocked(OTHER)], nextCursor: null } }
          : { data: { items: [blocked('0x2222222222222222222222222222222222222222')], nextCursor: 'page-2' } },
    });
    await user.click(screen.getByTestId('creator-more'));
    await user.click(await screen.findByTestId('menu-unblock'));
    expect(await screen.findByTestId('block-confirm')).toHaveTextContent('Unblock Maya Rivers?');
    await user.click(screen.getByTestId('block-confirm-action'));
    await waitFor(() => expect(api.bodies(PATHS.blockOperate)).toEqual([{ address: OTHER, block: false }]));
  });

  it('keeps the dialog open with the reason when blocking fails', async () => {
    const user = userEvent.setup();
    setup({ [PATHS.blockOperate]: () => ({ code: 404, status: 404, msg: 'This user does not exist.' }) });
    await user.click(screen.getByTestId('creator-more'));
    await user.click(await screen.findByTestId('menu-block'));
    await user.click(await screen.findByTestId('block-confirm-action'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This user does not exist.');
    expect(screen.getByTestId('block-confirm')).toBeInTheDocument();
  });
});
