import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TAccountDeletionState, TDataExportState } from '@fanlane/contracts/account-data';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { DeleteAccountPage } from './delete-account-page';
import { DataDownloadPage } from './data-download-page';

const FAN = '0x3333333333333333333333333333333333333333';
const DELETION: TAccountDeletionState = {
  state: 'none',
  requestedAt: null,
  dueAt: null,
  graceDays: 14,
  confirmBy: 'password',
  email: 'fan@example.com',
  balances: [],
  openWithdrawal: false,
  renewingSubscriptions: 2,
  renewingSubscribers: 0,
};
const EXPORT: TDataExportState = {
  id: null,
  state: 'none',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
  nextRequestAt: null,
  ttlHours: 72,
};

function open(path: string, Page: ComponentType, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  renderPage([{ path, Component: Page }], path);
  return api;
}

beforeEach(() => signIn(FAN, { email: 'fan@example.com' }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/account/deleteAccount', () => {
  it('tells what happens, asks to give up the balance and for the password, then says when', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const Page = () => <DeleteAccountPage onDeleted={onDeleted} />;
    const api = open('/settings/account/deleteAccount', Page, {
      [PATHS.accountDeletion]: () => ({
        data: { ...DELETION, balances: [{ kind: 'wallet', currency: 'USD', minor: '1234' }] },
      }),
      [PATHS.accountDelete]: (body) =>
        body.password === 'right-pass-1'
          ? { data: { dueAt: Date.UTC(2030, 0, 15) } }
          : { code: ERRORS.WRONG_PASSWORD.code, msg: 'wrong' },
    });
    expect(await screen.findByTestId('delete-balances')).toHaveTextContent('$12.34');
    expect(screen.getByTestId('delete-subscriptions')).toHaveTextContent('2 subscriptions of yours stop renewing');
    const submit = screen.getByRole('button', { name: 'Delete my account' });
    await user.type(screen.getByTestId('delete-password'), 'wrong-pass-1');
    await user.click(screen.getByTestId('delete-sure'));
    expect(submit).toBeDisabled();
    await user.click(screen.getByTestId('delete-forfeit'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByTestId('delete-error')).toBeInTheDocument();
    await user.clear(screen.getByTestId('delete-password'));
    await user.type(screen.getByTestId('delete-password'), 'right-pass-1');
    await user.click(submit);
    expect(await screen.findByTestId('delete-scheduled')).toHaveTextContent('Sign in before then to cancel');
    expect(onDeleted).toHaveBeenCalledWith(Date.UTC(2030, 0, 15));
    expect(api.bodies(PATHS.accountDelete).at(-1)).toEqual({ password: 'right-pass-1', forfeitBalance: true });
  });

  it('an account without a password gets a mailed code', async () => {
    const user = userEvent.setup();
    const api = open('/settings/account/deleteAccount', () => <DeleteAccountPage onDeleted={() => undefined} />, {
      [PATHS.accountDeletion]: () => ({ data: { ...DELETION, confirmBy: 'code' } }),
      [PATHS.accountDeletionCode]: () => ({ data: { expiresInSeconds: 600, resendInSeconds: 60 } }),
      [PATHS.accountDelete]: () => ({ data: { dueAt: Date.now() + 1e9 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    await waitFor(() => expect(api.bodies(PATHS.accountDeletionCode)).toHaveLength(1));
    await user.type(screen.getByTestId('delete-code'), '123456');
    await user.click(screen.getByTestId('delete-sure'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByTestId('delete-scheduled');
    expect(api.bodies(PATHS.accountDelete)).toEqual([{ code: '123456', forfeitBalance: false }]);
  });
});

describe('/settings/security/download', () => {
  it('asks for the archive and shows it queued, then ready with its link', async () => {
    const user = userEvent.setup();
    let held: TDataExportState = EXPORT;
    open('/settings/security/download', DataDownloadPage, {
      [PATHS.dataExport]: () => ({ data: held }),
      [PATHS.dataExportRequest]: () => {
        held = { ...EXPORT, id: 'x', state: 'queued', requestedAt: Date.now(), nextRequestAt: Date.now() + 86_400_000 };
        return { data: held };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ask for my data' }));
    expect(await screen.findByText('Your request is in the queue.')).toBeInTheDocument();
    expect(screen.getByTestId('download-next')).toBeInTheDocument();
    held = {
      ...held,
      state: 'ready',
      readyAt: Date.now(),
      expiresAt: Date.now() + 72 * 3_600_000,
      sizeBytes: 2_097_152,
      downloadUrl: '/actor/v1/account/data-export/file?id=x&token=abc',
    };
    const link = await screen.findByTestId('download-link', {}, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/actor/v1/account/data-export/file?id=x&token=abc');
    expect(screen.getByTestId('download-state')).toHaveTextContent('2.0 MB');
  });

  it('shows an expired archive and lets the user ask again', async () => {
    open('/settings/security/download', DataDownloadPage, {
      [PATHS.dataExport]: () => ({ data: { ...EXPORT, id: 'x', state: 'expired' } }),
    });
    expect(await screen.findByText('The last link has expired. Ask for a new archive.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for my data' })).toBeInTheDocument();
  });
});
