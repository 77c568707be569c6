import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TWatermarkSettings } from '@fanlane/contracts/post';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { WatermarkSettingsPage } from './watermark-settings-page';

const CREATOR = '0x1111111111111111111111111111111111111111';
const SAVED: TWatermarkSettings = { enabled: false, text: '@maya', position: 'bottom-right' };

function signInAs(creatorDomain: string | null) {
  signIn(CREATOR, { creatorDomain, displayName: 'Maya' });
}

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.watermark]: () => ({ data: SAVED }),
    [PATHS.watermarkUpdate]: (body) => ({ data: body }),
    ...handlers,
  });
  renderPage(
    [{ path: '/settings/security/watermarks', Component: WatermarkSettingsPage }],
    '/settings/security/watermarks',
  );
  return api;
}

beforeEach(() => signInAs('maya'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the watermark settings', () => {
  it('loads the saved settings and shows the mark where it goes', async () => {
    setup();
    expect(await screen.findByTestId('watermark-text')).toHaveValue('@maya');
    expect(screen.getByTestId('watermark-enabled')).not.toBeChecked();
    expect(screen.getByTestId('watermark-position-bottom-right')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('watermark-position-bottom-right')).toHaveTextContent('@maya');
    expect(screen.getByTestId('watermark-save')).toBeDisabled();
  });

  it('will not turn the watermark on without text', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.clear(await screen.findByTestId('watermark-text'));
    await user.click(screen.getByTestId('watermark-enabled'));
    await user.click(screen.getByTestId('watermark-save'));
    expect(await screen.findByText('Enter the text to show while the watermark is on.')).toBeInTheDocument();
    expect(api.bodies(PATHS.watermarkUpdate)).toEqual([]);
  });

  it('will not send text with control characters', async () => {
    const user = userEvent.setup();
    const api = setup();
    const text = await screen.findByTestId('watermark-text');
    await user.clear(text);
    await user.click(text);
    await user.paste('maya\u0007');
    await user.click(screen.getByTestId('watermark-save'));
    expect(await screen.findByText('Use letters, numbers and symbols only.')).toBeInTheDocument();
    expect(api.bodies(PATHS.watermarkUpdate)).toEqual([]);
  });

  it('saves the text, the switch and the chosen place, as the creator of the shop', async () => {
    const user = userEvent.setup();
    const api = setup();
    const text = await screen.findByTestId('watermark-text');
    await user.clear(text);
    await user.type(text, '© Maya Rivers');
    await user.click(screen.getByTestId('watermark-enabled'));
    await user.click(screen.getByTestId('watermark-position-top-left'));
    expect(screen.getByTestId('watermark-position-top-left')).toHaveTextContent('© Maya Rivers');
    await user.click(screen.getByTestId('watermark-save'));
    expect(await screen.findByTestId('watermark-saved')).toBeInTheDocument();
    expect(api.bodies(PATHS.watermarkUpdate)).toEqual([{ enabled: true, text: '© Maya Rivers', position: 'top-left' }]);
  });

  it('shows the server’s word on the text under the field', async () => {
    const user = userEvent.setup();
    setup({
      [PATHS.watermarkUpdate]: () => ({
        code: ERRORS.VALIDATION.code,
        status: 422,
        msg: 'The text cannot be used.',
        data: { fields: [{ field: 'text', message: 'control characters are not allowed' }] },
      }),
    });
    await user.click(await screen.findByTestId('watermark-enabled'));
    await user.click(screen.getByTestId('watermark-save'));
    expect(await screen.findByText('The text cannot be used.')).toBeInTheDocument();
  });

  it('is for creators only', async () => {
    signInAs(null);
    const api = setup();
    expect(await screen.findByTestId('creators-only')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
