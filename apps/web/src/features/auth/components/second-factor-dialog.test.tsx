import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { fakeApi } from '../../../../test/fake-api';
import { isCancelledError } from '../../../shared/lib/request';
import { paths } from '../../../shared/lib/runtime-config';
import { loginPassword } from '../api/auth-api';
import { useSecondFactorStore } from '../api/second-factor';
import { SecondFactorDialog } from './second-factor-dialog';

const RESULT = { token: 't', refreshToken: 'r', expiresAt: 1, firstLogin: false, info: {} } as unknown as TLoginResult;
const CHALLENGE = { challenge: 'challenge-token', expiresAt: Date.now() + 300_000 };
const required = () => ({ code: ERRORS.TWO_FACTOR_REQUIRED.code, status: 403, msg: 'code needed', data: CHALLENGE });

describe('the sign-in second step', () => {
  afterEach(() => useSecondFactorStore.setState({ pending: null }));

  it('a sign-in of a 2FA account waits for the code, then resolves with the session', async () => {
    const api = fakeApi({
      [paths.loginPassword]: required,
      [paths.loginSecondFactor]: (body) =>
        body.code === '123456'
          ? { data: RESULT }
          : { code: ERRORS.TWO_FACTOR_CODE_INVALID.code, status: 400, msg: 'That code is not right' },
    });
    render(<SecondFactorDialog />);
    const signIn = loginPassword({ email: 'a@example.com', password: 'pw' });
    expect(await screen.findByTestId('second-factor-dialog')).toBeVisible();

    await userEvent.type(screen.getByTestId('second-factor-code'), '000000');
    await userEvent.click(screen.getByTestId('second-factor-submit'));
    expect(await screen.findByText('That code is not right')).toBeVisible();

    await userEvent.clear(screen.getByTestId('second-factor-code'));
    await userEvent.type(screen.getByTestId('second-factor-code'), '123456');
    await userEvent.click(screen.getByTestId('second-factor-submit'));
    await expect(signIn).resolves.toEqual(RESULT);
    expect(api.bodies(paths.loginSecondFactor).at(-1)).toEqual({ challenge: 'challenge-token', code: '123456' });
    await waitFor(() => expect(screen.queryByTestId('second-factor-dialog')).toBeNull());
  });

  it('a recovery code can be used instead; closing the dialog cancels the sign-in quietly', async () => {
    const api = fakeApi({ [paths.loginPassword]: required, [paths.loginSecondFactor]: () => ({ data: RESULT }) });
    render(<SecondFactorDialog />);
    const first = loginPassword({ email: 'a@example.com', password: 'pw' });
    await screen.findByTestId('second-factor-dialog');
    await userEvent.click(screen.getByTestId('second-factor-toggle'));
    await userEvent.type(screen.getByTestId('second-factor-code'), 'abcde-23456');
    await userEvent.click(screen.getByTestId('second-factor-submit'));
    await expect(first).resolves.toEqual(RESULT);
    expect(api.bodies(paths.loginSecondFactor).at(-1)).toMatchObject({ code: 'abcde-23456' });

    const second = loginPassword({ email: 'a@example.com', password: 'pw' }).catch((e: unknown) => e);
    await screen.findByTestId('second-factor-dialog');
    await userEvent.keyboard('{Escape}');
    const error = await second;
    expect(isCancelledError(error)).toBe(true);
  });

  it('an account without 2FA signs in at once', async () => {
    fakeApi({ [paths.loginPassword]: () => ({ data: RESULT }) });
    await expect(loginPassword({ email: 'a@example.com', password: 'pw' })).resolves.toEqual(RESULT);
    expect(useSecondFactorStore.getState().pending).toBeNull();
  });
});
