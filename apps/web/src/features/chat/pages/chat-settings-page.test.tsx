import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAiStatus, TChatSettings } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { ChatSettingsPage } from './chat-settings-page';

const ROUTES = [{ path: '/settings/settingChats', Component: ChatSettingsPage }];

function aiStatus(extra: Partial<TAiStatus> = {}): TAiStatus {
  return {
    configured: true,
    botAddress: '0xb07',
    botDomain: 'assistant',
    assistantOn: false,
    allowanceLeft: 50,
    ...extra,
  };
}

/** The settings as the server keeps them: an update changes the fields it names, nothing else. */
function settingsServer(initial: TChatSettings, extra: Record<string, FakeHandler> = {}) {
  let current = initial;
  return fakeApi({
    [PATHS.chatSettings]: () => ({ data: current }),
    [PATHS.chatSettingsUpdate]: (body) => {
      current = { ...current, ...(body as Partial<TChatSettings>) };
      return { data: current };
    },
    [PATHS.aiStatus]: () => ({ data: aiStatus() }),
    ...extra,
  });
}

describe('the chat settings', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('saves only who may write and the welcome message when only they changed', async () => {
    const user = userEvent.setup();
    const api = settingsServer({
      whoCanWrite: 'everyone',
      welcomeMessage: '',
      aiAssistant: true,
      aiPersona: 'Warm, short answers.',
      firstMessagePriceCents: '0',
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
      { whoCanWrite: 'subscribers', welcomeMessage: 'Thanks for joining! Ask me anything.' },
    ]);
    await waitFor(() => expect(screen.getByTestId('chat-settings-save')).toBeDisabled());
    // The assistant kept what it had.
    expect(screen.getByTestId('chat-ai-switch')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('chat-ai-persona')).toHaveValue('Warm, short answers.');
  });

  it('switches the AI assistant on with a persona, saying every reply is marked as AI', async () => {
    const user = userEvent.setup();
    const api = settingsServer({
      whoCanWrite: 'followers',
      welcomeMessage: 'Hi',
      aiAssistant: false,
      aiPersona: '',
      firstMessagePriceCents: '0',
    });
    renderPage(ROUTES, '/settings/settingChats');
    const toggle = await screen.findByRole('switch', { name: "Answer with the AI assistant while I'm away" });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('chat-ai-marked')).toHaveTextContent(
      'Every reply the assistant writes is marked as AI for your fans.',
    );
    expect(screen.queryByTestId('chat-ai-not-configured')).toBeNull();

    await user.click(toggle);
    await user.type(screen.getByTestId('chat-ai-persona'), 'Playful, never explicit. ');
    expect(screen.getByTestId('chat-ai-persona-counter')).toHaveTextContent('25/2000');
    expect(screen.getByTestId('chat-ai-persona')).toHaveAttribute('maxLength', '2000');
    await user.click(screen.getByTestId('chat-settings-save'));

    expect(await screen.findByTestId('chat-settings-saved')).toBeInTheDocument();
    expect(api.bodies(PATHS.chatSettingsUpdate)).toEqual([
      { aiAssistant: true, aiPersona: 'Playful, never explicit.' },
    ]);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('says when this server has no AI set up', async () => {
    settingsServer(
      { whoCanWrite: 'everyone', welcomeMessage: '', aiAssistant: false, aiPersona: '', firstMessagePriceCents: '0' },
      { [PATHS.aiStatus]: () => ({ data: aiStatus({ configured: false }) }) },
    );
    renderPage(ROUTES, '/settings/settingChats');
    expect(await screen.findByTestId('chat-ai-not-configured')).toHaveTextContent(
      'The AI assistant is not set up on this server',
    );
  });

  it('sets the price of a fan first message, checking the range, and makes it free again', async () => {
    const user = userEvent.setup();
    const api = settingsServer({
      whoCanWrite: 'everyone',
      welcomeMessage: '',
      aiAssistant: false,
      aiPersona: '',
      firstMessagePriceCents: '0',
    });
    renderPage(ROUTES, '/settings/settingChats');
    const field = await screen.findByTestId('chat-first-price');
    expect(field).toHaveValue('');
    expect(screen.getByText('Price of a first message')).toBeInTheDocument();

    await user.type(field, '0.50');
    await user.click(screen.getByTestId('chat-settings-save'));
    expect(await screen.findByTestId('chat-first-price-error')).toHaveTextContent(
      'A price is from $1.00 to $1,000.00.',
    );
    expect(api.bodies(PATHS.chatSettingsUpdate)).toEqual([]);

    await user.clear(field);
    await user.type(field, '3');
    expect(screen.queryByTestId('chat-first-price-error')).toBeNull();
    await user.click(screen.getByTestId('chat-settings-save'));
    expect(await screen.findByTestId('chat-settings-saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-first-price')).toHaveValue('3.00'));

    await user.clear(screen.getByTestId('chat-first-price'));
    await user.click(screen.getByTestId('chat-settings-save'));
    await waitFor(() =>
      expect(api.bodies(PATHS.chatSettingsUpdate)).toEqual([
        { firstMessagePriceCents: '300' },
        { firstMessagePriceCents: '0' },
      ]),
    );
  });

  it('shows a refused save in place', async () => {
    const user = userEvent.setup();
    settingsServer(
      {
        whoCanWrite: 'followers',
        welcomeMessage: 'Hi',
        aiAssistant: false,
        aiPersona: '',
        firstMessagePriceCents: '0',
      },
      {
        [PATHS.chatSettingsUpdate]: () => ({ code: 500, status: 500, msg: 'Settings are unavailable right now.' }),
      },
    );
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
