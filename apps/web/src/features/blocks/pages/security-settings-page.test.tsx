import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { friendlyName } from '@fanlane/contracts/names';
import type { TBlockedUser } from '@fanlane/contracts/social';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { SecuritySettingsPage } from './security-settings-page';

const VIEWER = '0x3333333333333333333333333333333333333333';
const LEO = '0x1111111111111111111111111111111111111111';
const ANON = '0x2222222222222222222222222222222222222222';

const USERS: TBlockedUser[] = [
  { address: LEO, displayName: 'Leo', avatar: null, blockedAt: '2026-04-01T10:00:00.000Z' },
  { address: ANON, displayName: null, avatar: null, blockedAt: '2026-03-01T10:00:00.000Z' },
];

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.blockList]: () => ({ data: { items: USERS, nextCursor: null } }),
    [PATHS.blockOperate]: (body) => ({ data: { blocked: body.block } }),
    ...handlers,
  });
  renderPage([{ path: '/settings/security', Component: SecuritySettingsPage }], '/settings/security');
  return api;
}

function signInAs(creatorDomain: string | null) {
  signIn(VIEWER, { creatorDomain });
}

beforeEach(() => signInAs(null));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the blocked users in security settings', () => {
  it('lists the people the user blocked and unblocks one', async () => {
    const user = userEvent.setup();
    const api = setup();
    const leo = await screen.findByTestId(`blocked-${LEO}`);
    expect(leo).toHaveTextContent('Leo');
    // Someone without a name shows by a friendly generated one, never by their address.
    expect(screen.getByTestId(`blocked-${ANON}`)).toHaveTextContent(friendlyName(ANON));
    expect(screen.getByTestId(`blocked-${ANON}`)).not.toHaveTextContent('0x');
    await user.click(within(leo).getByTestId(`unblock-${LEO}`));
    await waitFor(() => expect(screen.queryByTestId(`blocked-${LEO}`)).toBeNull());
    expect(api.bodies(PATHS.blockOperate)).toEqual([{ address: LEO, block: false }]);
    expect(screen.getByTestId(`blocked-${ANON}`)).toBeInTheDocument();
  });

  it('says when nobody is blocked', async () => {
    setup({ [PATHS.blockList]: () => ({ data: { items: [], nextCursor: null } }) });
    expect(await screen.findByTestId('blocked-empty')).toHaveTextContent('You have not blocked anyone.');
  });

  it('points creators to their watermark settings', async () => {
    signInAs('maya');
    setup();
    expect(await screen.findByRole('link', { name: /Watermarks/ })).toHaveAttribute(
      'href',
      '/settings/security/watermarks',
    );
  });
});
