import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TAppealable, TAppealOverview } from '@fanlane/contracts/moderation';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { resetRequestHooks, setRequestHooks } from '../../../shared/lib/request';
import { AppealPage } from './appeal-page';

const RESTRICTION_ID = '7d1f6a52-3c1e-4f0b-9b8a-1c2d3e4f5a60';
const POST_ID = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const MESSAGE = 'I was selling my own artwork, not spam.';

const restriction = (extra: Partial<TAppealable> = {}): TAppealable => ({
  subjectType: 'restriction',
  subjectId: RESTRICTION_ID,
  kind: 'restrict',
  reason: 'Repeated spam in comments',
  at: '2026-05-01T10:00:00.000Z',
  excerpt: null,
  appeal: null,
  ...extra,
});

const overview = (status: TAppealOverview['account']['status'], items: TAppealable[]): TAppealOverview => ({
  account: { address: FAN, displayName: 'Ana', status },
  items,
});

const alertHook = vi.fn();

function openPage(initial: string, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  renderPage([{ path: '/appeal', Component: AppealPage }], initial);
  return api;
}

beforeEach(() => setRequestHooks({ alert: alertHook }));
afterEach(() => {
  resetRequestHooks();
  alertHook.mockReset();
});

describe('/appeal, signed in', () => {
  it('tells a restricted user why, and offers the appeal form', async () => {
    signIn(FAN);
    const api = openPage('/appeal', {
      [PATHS.appealState]: () => ({ data: overview('restricted', [restriction()]) }),
    });
    expect(await screen.findByTestId('appeal-account-status')).toHaveTextContent(
      'Your account is restricted: you can sign in and read, but not act.',
    );
    const item = screen.getByTestId('appeal-item');
    expect(within(item).getByText('Account restricted')).toBeInTheDocument();
    expect(within(item).getByTestId('appeal-reason')).toHaveTextContent('Reason: Repeated spam in comments');
    expect(within(item).getByTestId('appeal-message')).toBeInTheDocument();
    expect(within(item).queryByTestId('appeal-state')).not.toBeInTheDocument();
    // Signed in, the session says who it is: no token is sent.
    expect(api.bodies(PATHS.appealState)).toEqual([{}]);
  });

  it('sends an appeal of at least ten characters and shows it waiting for review', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const api = openPage('/appeal', {
      [PATHS.appealState]: () => ({ data: overview('restricted', [restriction()]) }),
      [PATHS.appealCreate]: (body) => ({
        data: overview('restricted', [
          restriction({
            appeal: {
              id: 'ap-1',
              state: 'open',
              message: String(body.message),
              createdAt: '2026-05-02T10:00:00.000Z',
              decidedAt: null,
              note: null,
            },
          }),
        ]),
      }),
    });
    await user.type(await screen.findByTestId('appeal-message'), '  too short ');
    expect(screen.getByTestId('appeal-submit')).toBeDisabled();
    await user.clear(screen.getByTestId('appeal-message'));
    await user.type(screen.getByTestId('appeal-message'), `  ${MESSAGE}  `);
    await user.click(screen.getByTestId('appeal-submit'));

    expect(await screen.findByTestId('appeal-state')).toHaveTextContent('Waiting for review');
    expect(screen.getByText('Our team will read your appeal and answer by e-mail.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByTestId('appeal-message')).not.toBeInTheDocument();
    expect(api.bodies(PATHS.appealCreate)).toEqual([
      { subjectType: 'restriction', subjectId: RESTRICTION_ID, message: MESSAGE },
    ]);
    // The answer is the new state: the page does not load it again.
    expect(api.bodies(PATHS.appealState)).toHaveLength(1);
  });

  it('shows the server’s refusal under the message, without the global alert', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    openPage('/appeal', {
      [PATHS.appealState]: () => ({ data: overview('restricted', [restriction()]) }),
      [PATHS.appealCreate]: () => ({
        code: ERRORS.APPEAL_EXISTS.code,
        status: ERRORS.APPEAL_EXISTS.status,
        msg: 'An appeal is already open.',
      }),
    });
    await user.type(await screen.findByTestId('appeal-message'), MESSAGE);
    await user.click(screen.getByTestId('appeal-submit'));

    expect(await screen.findByText('An appeal is already open.')).toBeInTheDocument();
    expect(screen.getByTestId('appeal-message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('appeal-message')).toHaveValue(MESSAGE);
    expect(alertHook).not.toHaveBeenCalled();
  });

  it('shows a decided appeal with its outcome and the team’s note', async () => {
    signIn(FAN);
    openPage('/appeal', {
      [PATHS.appealState]: () => ({
        data: overview('active', [
          restriction({
            appeal: {
              id: 'ap-1',
              state: 'lifted',
              message: MESSAGE,
              createdAt: '2026-05-02T10:00:00.000Z',
              decidedAt: '2026-05-03T10:00:00.000Z',
              note: 'We checked your shop: you are right.',
            },
          }),
          {
            subjectType: 'post',
            subjectId: POST_ID,
            kind: 'removed',
            reason: 'Copyrighted music',
            at: '2026-04-20T10:00:00.000Z',
            excerpt: 'My cover of a hit song',
            appeal: {
              id: 'ap-2',
              state: 'upheld',
              message: 'I had the rights to this song.',
              createdAt: '2026-04-21T10:00:00.000Z',
              decidedAt: '2026-04-22T10:00:00.000Z',
              note: null,
            },
          },
        ]),
      }),
    });
    expect(await screen.findByTestId('appeal-account-status')).toHaveTextContent('Your account is active.');
    const [lifted, upheld] = screen.getAllByTestId('appeal-item');
    expect(within(lifted!).getByTestId('appeal-state')).toHaveAttribute('data-state', 'lifted');
    expect(within(lifted!).getByTestId('appeal-state')).toHaveTextContent('Decision reversed');
    expect(within(lifted!).getByTestId('appeal-note')).toHaveTextContent(
      'Our team: We checked your shop: you are right.',
    );

    expect(upheld).toHaveAttribute('data-subject', 'post');
    expect(within(upheld!).getByText('Content removed')).toBeInTheDocument();
    expect(within(upheld!).getByText('My cover of a hit song')).toBeInTheDocument();
    expect(within(upheld!).getByTestId('appeal-state')).toHaveTextContent('Decision upheld');
    expect(within(upheld!).queryByTestId('appeal-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('appeal-submit')).not.toBeInTheDocument();
  });

  it('says when there is nothing to appeal', async () => {
    signIn(FAN);
    openPage('/appeal', { [PATHS.appealState]: () => ({ data: overview('active', []) }) });
    expect(await screen.findByText('Nothing to appeal')).toBeInTheDocument();
    expect(screen.queryByTestId('appeal-item')).not.toBeInTheDocument();
  });
});

describe('/appeal from the link in a moderation mail', () => {
  it('lets a banned user, who cannot sign in, read the ban and appeal with the token', async () => {
    const user = userEvent.setup();
    const api = openPage('/appeal?token=signed.link.token', {
      [PATHS.appealState]: () => ({
        data: overview('banned', [restriction({ kind: 'ban', reason: 'Selling stolen accounts' })]),
      }),
      [PATHS.appealCreate]: () => ({
        data: overview('banned', [
          restriction({
            kind: 'ban',
            reason: 'Selling stolen accounts',
            appeal: {
              id: 'ap-1',
              state: 'open',
              message: MESSAGE,
              createdAt: '2026-05-02T10:00:00.000Z',
              decidedAt: null,
              note: null,
            },
          }),
        ]),
      }),
    });
    expect(await screen.findByTestId('appeal-account-status')).toHaveTextContent('Your account is banned.');
    expect(screen.getByText('Account banned')).toBeInTheDocument();
    expect(screen.getByTestId('appeal-reason')).toHaveTextContent('Selling stolen accounts');
    expect(screen.queryByTestId('appeal-email')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('appeal-message'), MESSAGE);
    await user.click(screen.getByTestId('appeal-submit'));
    expect(await screen.findByTestId('appeal-state')).toHaveAttribute('data-state', 'open');
    expect(api.bodies(PATHS.appealState)).toEqual([{ token: 'signed.link.token' }]);
    expect(api.bodies(PATHS.appealCreate)).toEqual([
      { subjectType: 'restriction', subjectId: RESTRICTION_ID, message: MESSAGE, token: 'signed.link.token' },
    ]);
  });

  it('says the case could not be loaded when the link does not verify, and tries again', async () => {
    const user = userEvent.setup();
    const api = openPage('/appeal?token=expired', {
      [PATHS.appealState]: () => ({
        code: ERRORS.APPEAL_LINK_INVALID.code,
        status: ERRORS.APPEAL_LINK_INVALID.status,
        msg: 'This link has expired.',
      }),
    });
    expect(await screen.findByText('Your case could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('This link has expired.')).toBeInTheDocument();
    expect(screen.queryByTestId('appeal-account-status')).not.toBeInTheDocument();
    expect(alertHook).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.bodies(PATHS.appealState)).toHaveLength(2));
  });
});

describe('/appeal, signed out without a link', () => {
  it('asks for the e-mail, sends a fresh link and says to check the inbox', async () => {
    const user = userEvent.setup();
    const api = openPage('/appeal', { [PATHS.appealLink]: () => ({ data: { sent: true } }) });
    expect(await screen.findByText(/Sign in to see your case/)).toBeInTheDocument();
    await user.type(screen.getByTestId('appeal-email'), 'ana');
    expect(screen.getByTestId('appeal-link-submit')).toBeDisabled();
    await user.type(screen.getByTestId('appeal-email'), '@example.com ');
    await user.click(screen.getByTestId('appeal-link-submit'));

    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.queryByTestId('appeal-email')).not.toBeInTheDocument();
    expect(api.bodies(PATHS.appealLink)).toEqual([{ email: 'ana@example.com' }]);
    // Nobody to ask about: the page never loads a case.
    expect(api.bodies(PATHS.appealState)).toEqual([]);
  });

  it('answers the same when the request fails, so it tells nothing about the account', async () => {
    const user = userEvent.setup();
    const api = openPage('/appeal', {
      [PATHS.appealLink]: () => ({ code: 500, status: 500, msg: 'Server error' }),
    });
    await user.type(await screen.findByTestId('appeal-email'), 'nobody@example.com');
    await user.click(screen.getByTestId('appeal-link-submit'));

    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    expect(api.bodies(PATHS.appealLink)).toEqual([{ email: 'nobody@example.com' }]);
    expect(alertHook).not.toHaveBeenCalled();
  });
});
