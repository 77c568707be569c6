/**
 * The captcha providers' browser side, loaded only when a provider is configured (use-captcha.ts):
 * reCAPTCHA v3 (invisible, scored, action named at execute), hCaptcha (an invisible widget) and
 * Cloudflare Turnstile (a widget that shows itself only when a person must interact). Each script
 * comes from the provider, which the server's CSP allows only for the configured one.
 */
import type { RuntimeConfig } from './runtime-config';

type Config = NonNullable<RuntimeConfig['captcha']>;

type Grecaptcha = {
  ready(run: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};
type Hcaptcha = {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  execute(id: string, options: { async: true }): Promise<{ response: string }>;
  reset(id: string): void;
};
type Turnstile = {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  execute(container: HTMLElement | string): void;
  reset(id: string): void;
};
type CaptchaWindow = Window & { grecaptcha?: Grecaptcha; hcaptcha?: Hcaptcha; turnstile?: Turnstile };

export const CAPTCHA_SCRIPTS = {
  recaptcha: (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
  hcaptcha: () => 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
  turnstile: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
} as const;

const GLOBALS = { recaptcha: 'grecaptcha', hcaptcha: 'hcaptcha', turnstile: 'turnstile' } as const;

/** A challenge left unanswered this long gives up (the server then says the captcha is required). */
export const CAPTCHA_TIMEOUT_MS = 120_000;

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.dataset.captcha = 'true';
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`captcha script failed to load: ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

const win = () => window as CaptchaWindow;

/** Loads the provider's script (once); resolves when its global is there. */
export async function prepareCaptcha(config: Config): Promise<void> {
  if (win()[GLOBALS[config.provider]]) return;
  await loadScript(CAPTCHA_SCRIPTS[config.provider](config.siteKey));
}

/** Each container's widget: its id, and the pending Turnstile answer. */
type Widget = { id: string; settle?: { resolve: (token: string) => void; reject: (err: Error) => void } };
const widgets = new WeakMap<HTMLElement, Widget>();

function containerOf(slot: HTMLElement | null): HTMLElement {
  if (slot) return slot;
  const fallback = document.createElement('div');
  document.body.append(fallback);
  return fallback;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('captcha timed out')), CAPTCHA_TIMEOUT_MS);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        window.clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** A fresh token for `action` (every token is good for one check). */
export async function captchaToken(config: Config, action: string, slot: HTMLElement | null): Promise<string> {
  await prepareCaptcha(config);
  const w = win();
  if (config.provider === 'recaptcha') {
    const grecaptcha = w.grecaptcha!;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return withTimeout(grecaptcha.execute(config.siteKey, { action }));
  }
  const container = containerOf(slot);
  if (config.provider === 'hcaptcha') {
    const hcaptcha = w.hcaptcha!;
    let widget = widgets.get(container);
    if (widget) hcaptcha.reset(widget.id);
    else {
      widget = { id: hcaptcha.render(container, { sitekey: config.siteKey, size: 'invisible' }) };
      widgets.set(container, widget);
    }
    const { response } = await withTimeout(hcaptcha.execute(widget.id, { async: true }));
    return response;
  }
  const turnstile = w.turnstile!;
  let widget = widgets.get(container);
  const answer = new Promise<string>((resolve, reject) => {
    const settle = { resolve, reject };
    if (widget) {
      widget.settle = settle;
      turnstile.reset(widget.id);
    } else {
      const made: Widget = { id: '', settle };
      made.id = turnstile.render(container, {
        sitekey: config.siteKey,
        action,
        execution: 'execute',
        appearance: 'interaction-only',
        callback: (token: string) => made.settle?.resolve(token),
        'error-callback': () => made.settle?.reject(new Error('turnstile failed')),
        'expired-callback': () => undefined,
      });
      widget = made;
      widgets.set(container, made);
    }
  });
  turnstile.execute(container);
  return withTimeout(answer);
}
