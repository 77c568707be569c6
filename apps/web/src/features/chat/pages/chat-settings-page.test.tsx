import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatSettings } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { ChatSettingsPage } from './chat-settings-page';

const ROUTES = [{ path: '/settings/settingChats', Component: ChatSettingsPage }];

describe('the chat settings', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('saves who may write and the welcome message, keeping the assistant’s settings as they are', async () => {
    const user = userEvent.setup();
    let current: TChatSettings = {
      whoCanWrite: 'everyone',
      welcomeMessage: '',
      aiAssistant: true,
      aiPersona: 'Warm, short answers.',
    };
    const api = fakeApi({
      [PATHS.chatSettings]: () => ({ data: current }),
      [PATHS.chatSettingsUpdate]: (body) => {
        current = body as TChatSettings;
        return { data: current };
      },
    });
    renderPage(ROUTES, '/settings/settingChats');
    expect(await screen.findByTestId('chat-who-everyone')).toBeChecked();
    expect(screen.getByTestId('chat-settings-save')).toBeDisabled();

    await user.click(screen.getByTestId('chat-who-subscribers'));
    await user.type(screen.getByTestId('chat-welcome'), '  Thanks for joining! Ask me anything.  ');
    expect(screen.getByTestId('chat-welcome-counter')).toHaveTextContent('40/1000');
    await user.click(screen.getByTestId('chat-settings-save'));

    expect(await screen.findByTestId('chat-settings-saved')).toHaveTextContent('Saved');
    expect(api.bodies(PATHS.chatSettingsUpdate)).toEqual([
      {
        whoCanWrite: 'subscribers',
        welcomeMessage: 'Thanks for joining! Ask me anything.',
        aiAssistant: true,
        aiPersona: 'Warm, short answers.',
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('chat-settings-save')).toBeDisabled());
  });

  it('shows a refused save in place', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.chatSettings]: () => ({
        data: { whoCanWrite: 'followers', welcomeMessage: 'Hi', aiAssistant: false, aiPersona: '' },
      }),
      [PATHS.chatSettingsUpdate]: () => ({ code: 500, status: 500, msg: 'Settings are unavailable right now.' }),
    });
    renderPage(ROUTES, '/settings/settingChats');
    await user.click(await screen.findByTestId('chat-who-everyone'));
    await user.click(screen.getByTestId('chat-settings-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings are unavailable right now.');
  });
});

describe('the chat settings, for a fan', () => {
  it('say they are for creators, and ask nothing of the server', async () => {
    signIn(FAN);
    const api = fakeApi({});
    renderPage(ROUTES, '/settings/settingChats');
    expect(await screen.findByTestId('creators-only')).toHaveTextContent('Chat settings are for creators');
    expect(api.calls).toEqual([]);
  });
});
