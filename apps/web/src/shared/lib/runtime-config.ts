/**
 * What the server tells the browser about this deployment, read once from
 * `<meta name="fanlane-config" content='{...}'>` (the server fills it in when it serves index.html).
 * Anything missing or malformed falls back to a default so a static build still starts.
 */
import { DEFAULT_PRODUCT_PREFIX, productPaths } from '@fanlane/contracts/api-paths';

export type RuntimeConfig = {
  productPrefix: string;
  brandName: string;
  fallbackApiHost: string | null;
  publicUrl: string;
  supportEmail: string;
  /** A captcha provider and its public site key, or null (the default): the provider's script loads only then. */
  captcha: { provider: CaptchaProvider; siteKey: string } | null;
  /** Error reporting (docs/error-reporting.md): the web DSN, or null; the SDK is imported only then. */
  sentry: { dsn: string; environment: string } | null;
};

export type CaptchaProvider = 'recaptcha' | 'hcaptcha' | 'turnstile';
const CAPTCHA_PROVIDERS: readonly string[] = ['recaptcha', 'hcaptcha', 'turnstile'];
const SITE_KEY_RE = /^[A-Za-z0-9_-]{1,100}$/;

function captchaOf(value: unknown): RuntimeConfig['captcha'] {
  if (!value || typeof value !== 'object') return null;
  const { provider, siteKey } = value as Record<string, unknown>;
  if (typeof provider !== 'string' || !CAPTCHA_PROVIDERS.includes(provider)) return null;
  if (typeof siteKey !== 'string' || !SITE_KEY_RE.test(siteKey)) return null;
  return { provider: provider as CaptchaProvider, siteKey };
}

function sentryOf(value: unknown): RuntimeConfig['sentry'] {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const dsn = httpOrigin(raw.dsn) ? str(raw.dsn) : null;
  if (!dsn) return null;
  return { dsn, environment: str(raw.environment) ?? 'production' };
}

export const DEFAULT_SUPPORT_EMAIL = 'support@fanlane.local';
export const DEFAULT_BRAND_NAME = 'Fanlane';

// The prefix becomes part of every auth path, so only a plain path segment is accepted.
const PREFIX_RE = /^[A-Za-z0-9_-]{1,32}$/;
const EMAIL_RE = /^[^\s@<>()"]+@[^\s@<>()"]+$/;

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function httpOrigin(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Paths are appended to it, so drop a trailing slash.
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

function readMeta(doc: Document | undefined): Record<string, unknown> {
  const content = doc?.querySelector('meta[name="fanlane-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readRuntimeConfig(
  doc: Document | undefined = globalThis.document,
  origin: string = globalThis.location?.origin ?? '',
): RuntimeConfig {
  const raw = readMeta(doc);
  const prefix = str(raw.productPrefix);
  const email = str(raw.supportEmail);
  return {
    productPrefix: prefix && PREFIX_RE.test(prefix) ? prefix : DEFAULT_PRODUCT_PREFIX,
    brandName: str(raw.brandName) ?? DEFAULT_BRAND_NAME,
    fallbackApiHost: httpOrigin(raw.fallbackApiHost),
    publicUrl: httpOrigin(raw.publicUrl) ?? origin,
    supportEmail: email && EMAIL_RE.test(email) ? email : DEFAULT_SUPPORT_EMAIL,
    captcha: captchaOf(raw.captcha),
    sentry: sentryOf(raw.sentry),
  };
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig();

export const paths = productPaths(runtimeConfig.productPrefix);
