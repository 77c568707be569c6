/**
 * The captcha of the guarded forms (sign-up, password reset, contact; docs/security.md "Captcha").
 * Off (the default, `runtimeConfig.captcha` null): nothing is loaded and `getToken` answers
 * undefined, which the server accepts. On: the loader (captcha-loader.ts, its own chunk) and the
 * provider's script are fetched when the form mounts, never in the first bundle, and `getToken`
 * asks the provider for a fresh token at submit. A token that cannot be had (the script blocked, a
 * challenge abandoned) is undefined too: the server then answers CAPTCHA_REQUIRED in the user's
 * language, which the form shows like any refusal.
 */
import { useCallback, useEffect, useRef } from 'react';
import { runtimeConfig, type RuntimeConfig } from './runtime-config';
import type { captchaToken, prepareCaptcha } from './captcha-loader';

export type CaptchaAction = 'register' | 'reset_password' | 'contact';

type Loader = { prepareCaptcha: typeof prepareCaptcha; captchaToken: typeof captchaToken };
let loader: Promise<Loader> | null = null;
const loadLoader = () => (loader ??= import('./captcha-loader'));

export function useCaptcha(action: CaptchaAction, config: RuntimeConfig['captcha'] = runtimeConfig.captcha) {
  /** Where hCaptcha and Turnstile put their widget (and a challenge, when they need one). */
  const slotRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!config) return;
    void loadLoader()
      .then((l) => l.prepareCaptcha(config))
      .catch(() => undefined);
  }, [config]);
  const getToken = useCallback(async (): Promise<string | undefined> => {
    if (!config) return undefined;
    try {
      const l = await loadLoader();
      return await l.captchaToken(config, action, slotRef.current);
    } catch {
      return undefined;
    }
  }, [config, action]);
  return { enabled: config !== null, slotRef, getToken };
}
