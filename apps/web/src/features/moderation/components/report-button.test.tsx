import { act, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import type { TReportRef } from '../../../shared/lib/report-slot';
import { resetRequestHooks, setRequestHooks } from '../../../shared/lib/request';
import { moderationStrings } from '../lib/moderation-strings';
import { ReportButton } from './report-button';

const POST_ID = '5b0e8c8e-6f3b-4a8e-9a57-2f4f4f0f0a11';
const POST: TReportRef = { type: 'post', id: POST_ID, ownerAddress: CREATOR };
const CREATED = { data: { id: 'r-1', createdAt: '2026-05-01T10:00:00.000Z' } };

const alertHook = vi.fn();

function show(targets: TReportRef[], handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ [PATHS.reportCreate]: () => CREATED, ...handlers });
  renderPage(
    [
      {
        path: '/',
        element: (
          <>
            {targets.map((target) => (
              <ReportButton key={`${target.type}:${target.id}`} target={target} />
            ))}
          </>
        ),
      },
    ],
    '/',
  );
  return api;
}

async function openDialog(type: TReportRef['type'] = 'post') {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId(`report-${type}`));
  const dialog = await screen.findByTestId('report-dialog');
  return { user, dialog };
}

beforeEach(() => setRequestHooks({ alert: alertHook }));
afterEach(() => {
  resetRequestHooks();
  alertHook.mockReset();
});

describe('the report button', () => {
  it('is offered to a signed-in fan on a creator post, named for what it reports', async () => {
    signIn(FAN);
    show([POST]);
    const button = await screen.findByTestId('report-post');
    expect(button).toHaveAccessibleName('Report this post');
    expect(screen.queryByTestId('report-dialog')).not.toBeInTheDocument();
  });

  it('is hidden from a visitor until they sign in', async () => {
    show([POST]);
    // The strings are in, so the button is missing for the visitor and not for the loading.
    await act(() => moderationStrings.load());
    expect(moderationStrings.isReady()).toBe(true);
    expect(screen.queryByTestId('report-post')).not.toBeInTheDocument();
    act(() => signIn(FAN));
    expect(await screen.findByTestId('report-post')).toBeInTheDocument();
  });

  it('is not offered on your own content, whatever the address case', async () => {
    const me = '0xabcdef0000000000000000000000000000001234';
    signIn(me);
    show([
      { type: 'post', id: POST_ID, ownerAddress: '0xABCDEF0000000000000000000000000000001234' },
      { type: 'user', id: FAN, ownerAddress: FAN },
    ]);
    expect(await screen.findByTestId('report-user')).toBeInTheDocument();
    expect(screen.queryByTestId('report-post')).not.toBeInTheDocument();
  });
});

describe('the report dialog', () => {
  it('asks for a reason before sending, then sends it without a note', async () => {
    signIn(FAN);
    const api = show([POST]);
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('Report this post')).toBeInTheDocument();
    expect(screen.getByTestId('report-submit')).toBeDisabled();

    await user.click(screen.getByTestId('report-reason-spam'));
    expect(screen.getByTestId('report-submit')).toBeEnabled();
    await user.click(screen.getByTestId('report-submit'));

    expect(await screen.findByTestId('report-sent')).toHaveTextContent('Thank you. Our team will look at your report.');
    expect(api.bodies(PATHS.reportCreate)).toEqual([{ targetType: 'post', targetId: POST_ID, reason: 'spam' }]);
  });

  it('wants a note for "something else" and sends it trimmed', async () => {
    signIn(FAN);
    const api = show([{ type: 'comment', id: 'c0ffee00-0000-4000-8000-000000000001', ownerAddress: CREATOR }]);
    const { user } = await openDialog('comment');

    await user.click(screen.getByTestId('report-reason-other'));
    expect(screen.getByTestId('report-submit')).toBeDisabled();
    await user.type(screen.getByTestId('report-note'), '   ');
    expect(screen.getByTestId('report-submit')).toBeDisabled();
    await user.type(screen.getByTestId('report-note'), 'Selling fake tickets ');
    expect(screen.getByTestId('report-submit')).toBeEnabled();
    await user.click(screen.getByTestId('report-submit'));

    expect(await screen.findByTestId('report-sent')).toBeInTheDocument();
    expect(api.bodies(PATHS.reportCreate)).toEqual([
      {
        targetType: 'comment',
        targetId: 'c0ffee00-0000-4000-8000-000000000001',
        reason: 'other',
        note: 'Selling fake tickets',
      },
    ]);
  });

  it('keeps the form and shows the server’s message when the report is refused, without the global alert', async () => {
    signIn(FAN);
    const api = show([POST], {
      [PATHS.reportCreate]: () => ({
        code: ERRORS.REPORT_DUPLICATE.code,
        status: ERRORS.REPORT_DUPLICATE.status,
        msg: 'You already reported this.',
      }),
    });
    const { user } = await openDialog();
    await user.click(screen.getByTestId('report-reason-harassment'));
    await user.click(screen.getByTestId('report-submit'));

    expect(await screen.findByTestId('report-error')).toHaveTextContent('You already reported this.');
    expect(screen.queryByTestId('report-sent')).not.toBeInTheDocument();
    expect(screen.getByTestId('report-reason-harassment')).toBeChecked();
    expect(screen.getByTestId('report-submit')).toBeEnabled();
    expect(api.bodies(PATHS.reportCreate)).toHaveLength(1);
    expect(alertHook).not.toHaveBeenCalled();
  });

  it('shows that it is sending and sends once', async () => {
    signIn(FAN);
    let answer: (value: FakeAnswer) => void = () => {};
    const api = show([POST], {
      [PATHS.reportCreate]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { user } = await openDialog();
    await user.click(screen.getByTestId('report-reason-scam'));
    await user.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(screen.getByTestId('report-submit')).toBeDisabled());
    await user.click(screen.getByTestId('report-submit'));
    answer(CREATED);
    expect(await screen.findByTestId('report-sent')).toBeInTheDocument();
    expect(api.bodies(PATHS.reportCreate)).toHaveLength(1);
  });

  it('starts afresh after it is closed', async () => {
    signIn(FAN);
    show([POST]);
    const { user } = await openDialog();
    await user.click(screen.getByTestId('report-reason-hate'));
    await user.click(screen.getByTestId('report-submit'));
    await screen.findByTestId('report-sent');
    await user.click(within(screen.getByTestId('report-sent')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('report-post'));
    expect(await screen.findByTestId('report-submit')).toBeDisabled();
    expect(screen.getByTestId('report-reason-hate')).not.toBeChecked();
  });
});
