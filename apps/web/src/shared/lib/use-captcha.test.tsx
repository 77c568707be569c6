import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, waitFor } from '#testing-library';
import { useCaptcha, type CaptchaAction } from './use-captcha';
import { CAPTCHA_SCRIPTS } from './captcha-loader';
import type { RuntimeConfig } from './runtime-config';

type Config = NonNullable<RuntimeConfig['captcha']>;
type TestWindow = Record<string, unknown>;

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-captcha]')].map((s) => s.src);

afterEach(() => {
  for (const name of ['grecaptcha', 'hcaptcha', 'turnstile']) delete (window as unknown as TestWindow)[name];
  document.querySelectorAll('script[data-captcha]').forEach((s) => s.remove());
});

/** A form with the captcha's slot, as the guarded forms render it. */
function Form({
  action,
  config,
  onReady,
}: {
  action: CaptchaAction;
  config: Config | null;
  onReady: (get: () => Promise<string | undefined>) => void;
}) {
  const captcha = useCaptcha(action, config);
  onReady(captcha.getToken);
  return <form>{captcha.enabled && <div ref={captcha.slotRef} data-testid="slot" />}</form>;
}

function mount(action: CaptchaAction, config: Config | null) {
  let getToken: () => Promise<string | undefined> = () => Promise.resolve('unset');
  const view = render(<Form action={action} config={config} onReady={(get) => void (getToken = get)} />);
  return { ...view, token: () => getToken() };
}

describe('captcha in the browser', () => {
  it('off (the default): nothing is loaded, no slot, and no token is sent', async () => {
    const { result } = renderHook(() => useCaptcha('register', null));
    expect(result.current.enabled).toBe(false);
    expect(await result.current.getToken()).toBeUndefined();
    expect(scripts()).toEqual([]);
  });

  it('on: the provider’s script is added when the form mounts, once, from the provider', async () => {
    // jsdom cannot fetch it (it fails and is removed again), so watch what is appended.
    const append = vi.spyOn(document.head, 'append');
    const added = () => append.mock.calls.map(([node]) => (node as HTMLScriptElement).src);
    mount('contact', { provider: 'turnstile', siteKey: 'site-1' });
    mount('register', { provider: 'turnstile', siteKey: 'site-1' });
    await waitFor(() => expect(added()).toEqual([CAPTCHA_SCRIPTS.turnstile()]), { timeout: 5_000 });
    append.mockRestore();
    expect(CAPTCHA_SCRIPTS.recaptcha('k/1')).toBe('https://www.google.com/recaptcha/api.js?render=k%2F1');
  });

  it('reCAPTCHA v3: a fresh token for the form’s action', async () => {
    const execute = vi.fn((_key: string, { action }: { action: string }) => Promise.resolve(`token-for-${action}`));
    (window as unknown as TestWindow).grecaptcha = { ready: (run: () => void) => run(), execute };
    const form = mount('register', { provider: 'recaptcha', siteKey: 'site-r' });
    expect(await form.token()).toBe('token-for-register');
    expect(execute).toHaveBeenCalledWith('site-r', { action: 'register' });
    expect(scripts()).toEqual([]);
  });

  it('Turnstile: renders once into the form’s slot with the action, executes, and answers the callback’s token', async () => {
    let options: Record<string, unknown> = {};
    let issued = 0;
    const turnstile = {
      render: vi.fn((_el: HTMLElement, o: Record<string, unknown>) => {
        options = o;
        return 'w1';
      }),
      execute: vi.fn(() => setTimeout(() => (options.callback as (t: string) => void)(`ts-${++issued}`), 0)),
      reset: vi.fn(),
    };
    (window as unknown as TestWindow).turnstile = turnstile;
    const form = mount('reset_password', { provider: 'turnstile', siteKey: 'site-t' });
    expect(await form.token()).toBe('ts-1');
    expect(turnstile.render.mock.calls[0]![0]).toBe(form.getByTestId('slot'));
    expect(options).toMatchObject({ sitekey: 'site-t', action: 'reset_password', execution: 'execute' });
    // A second submit gets a new token from the same widget.
    expect(await form.token()).toBe('ts-2');
    expect(turnstile.render).toHaveBeenCalledTimes(1);
    expect(turnstile.reset).toHaveBeenCalledWith('w1');
  });

  it('hCaptcha: an invisible widget; a failure means no token (the server then says it is required)', async () => {
    const hcaptcha = {
      render: vi.fn(() => 'h1'),
      execute: vi.fn(() => Promise.resolve({ response: 'hc-token' })),
      reset: vi.fn(),
    };
    (window as unknown as TestWindow).hcaptcha = hcaptcha;
    const form = mount('contact', { provider: 'hcaptcha', siteKey: 'site-h' });
    expect(await form.token()).toBe('hc-token');
    expect(hcaptcha.render).toHaveBeenCalledWith(form.getByTestId('slot'), { sitekey: 'site-h', size: 'invisible' });
    hcaptcha.execute.mockRejectedValueOnce(new Error('challenge-closed'));
    expect(await form.token()).toBeUndefined();
  });
});
