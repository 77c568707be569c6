/**
 * The request client: every call to our API goes through here, so the rules of spec section 8
 * (alerts, redirects, 401, retries) live in one place. It never navigates, clears a session or
 * touches a store itself; it only calls the hooks the app installs (the auth feature decides what
 * a 401 does; inside Telegram that is a silent re-login).
 */
import {
  ALERT_DEDUP_MS,
  NETWORK_RETRY_DELAY_MS,
  NETWORK_RETRY_MAX,
  REQUEST_TIMEOUT_MS,
} from '@fanlane/contracts/constants';
import { PATHS } from '@fanlane/contracts/api-paths';
import { SUPPORT_ALERT_CODE, SUPPRESSED_ALERT_CODES } from '@fanlane/contracts/errors';
import type { UserType } from '@fanlane/contracts/constants';
import { i18n } from '../../i18n';
import { runtimeConfig } from './runtime-config';

/** Codes for failures that never got an envelope from the server. */
export const CLIENT_ERROR_CODES = {
  /** No usable response after every retry (offline, DNS, reset, time-out, gateway error). */
  network: -1,
  /** The caller aborted, or a 401 elsewhere aborted everything in flight. */
  cancelled: -2,
} as const;

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, init: { code: number; status: number; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.data = init.data ?? null;
  }
}

export function isCancelledError(error: unknown): boolean {
  return error instanceof ApiError && error.code === CLIENT_ERROR_CODES.cancelled;
}

export type AlertOptions = { message: string; actionLabel?: string; onAction?: () => void };

export type RequestHooks = {
  getToken(): string | null | Promise<string | null>;
  getHeaders(): Record<string, string>;
  onUnauthorized(err: ApiError): void;
  alert(opts: AlertOptions): void;
  track(event: string, extra: Record<string, unknown>): void;
  redirect(url: string): void;
};

const defaultHooks: RequestHooks = {
  getToken: () => null,
  getHeaders: () => ({}),
  onUnauthorized: () => {},
  alert: () => {},
  track: () => {},
  // The spec redirects the window here; the only navigation the client may cause, and injectable.
  redirect: (url) => {
    window.location.href = url;
  },
};

let hooks: RequestHooks = { ...defaultHooks };

export function setRequestHooks(partial: Partial<RequestHooks>): void {
  hooks = { ...hooks, ...partial };
}

export function resetRequestHooks(): void {
  hooks = { ...defaultHooks };
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** Never raise the global alert for this call (the caller shows the error itself). */
  silent?: boolean;
  /** Merged over the hook headers, e.g. `sellerHeaders(domain)` for a creator call. */
  headers?: Record<string, string>;
  /** Send no Authorization header (the refresh-token call, which getToken itself waits on). */
  skipAuth?: boolean;
};

/** Headers of a call made as the creator of `shopDomain` (spec section 6). */
export function sellerHeaders(shopDomain: string): Record<string, string> {
  const userType: UserType = 'SELLER';
  return { 'User-Type': userType, 'Shop-Domain': shopDomain };
}

/**
 * The Idempotency-Key header every money call needs (docs/money.md). Make the key once per payment
 * the user means (when the dialog opens or the button is first pressed) and reuse it for retries
 * and double clicks: the server then answers the first result instead of charging again.
 */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** `url` with the defined values of `params` added as query parameters. */
export function withQuery(url: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

// Calls whose pages show their own errors (spec section 8): matched by fragment, whatever the prefix.
const NO_ALERT_FRAGMENTS = ['/v1/login', '/v1/global/login', '/v1/register', PATHS.kycDetail, 'domain-exist'];

const inFlight = new Set<AbortController>();

/** Cancels every request in flight; each rejects silently as cancelled. */
export function abortAllRequests(): void {
  for (const controller of [...inFlight]) controller.abort(new DOMException('Aborted by the client', 'AbortError'));
}

type Envelope = { success: boolean; code: number; msg?: unknown; data: unknown };

function isEnvelope(value: unknown): value is Envelope {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.success === 'boolean' && typeof v.code === 'number';
}

/** A failure worth another try on the fallback host: nothing reached us, or a gateway answered. */
class NetworkFailure extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

class Cancelled extends Error {}

const NETWORK_MESSAGE_RE =
  /network|failed to fetch|load failed|fetch failed|connection[ _]refused|econnrefused|name[ _]not[ _]resolved|enotfound|eai_again|timed?[ _]?out|etimedout|reset|econnreset|bad[ _]response/i;

function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch's only rejection for a network failure
  return error instanceof Error && NETWORK_MESSAGE_RE.test(error.message);
}

// Header values must be Latin-1 or fetch throws; invitation values come from URLs, so encode the rest.
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Cancelled());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Cancelled());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function safeRedirectTarget(msg: string): string | null {
  try {
    // An opaque origin ("null": file:, sandboxed frames) is no base; relative targets then fail.
    const origin = globalThis.location?.origin;
    const url = new URL(msg, origin && origin !== 'null' ? origin : undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// The server answers a blocked visitor (country or IP block) with the page to show as the message.
function isForbiddenPageUrl(msg: string): boolean {
  return /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(msg) && /forbidden/i.test(msg) && safeRedirectTarget(msg) !== null;
}

/**
 * The headers a call with `opts` carries: Accept, Authorization (refreshed when due), the session's
 * headers and `opts.headers`. Exported for the one transport fetch cannot serve: an upload that
 * reports its progress (XMLHttpRequest); see `ApiClient.settle`.
 */
export async function requestHeaders(opts: RequestOptions = {}): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!opts.skipAuth) {
    const token = await hooks.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  for (const [name, value] of Object.entries({ ...hooks.getHeaders(), ...opts.headers })) {
    headers[name] = headerSafe(value);
  }
  return headers;
}

type Method = 'GET' | 'POST';
type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | null;

export type ApiClient = {
  get<T>(url: string, opts?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  upload<T>(url: string, formData: FormData, opts?: RequestOptions): Promise<T>;
  /**
   * The data of an answer another transport received (an XMLHttpRequest upload with progress), or
   * the ApiError this client would raise for it, with the same alerts, 401 handling and tracking.
   */
  settle<T>(url: string, answer: { status: number; text: string }, opts?: RequestOptions): T;
};

type Alert = (message: string, extra?: Omit<AlertOptions, 'message'>) => void;

/** The global alert, at most once per message within ALERT_DEDUP_MS. */
function createAlerter(): Alert {
  const lastAlertAt = new Map<string, number>();
  return (message, extra = {}) => {
    const now = Date.now();
    const last = lastAlertAt.get(message);
    if (last !== undefined && now - last < ALERT_DEDUP_MS) return;
    lastAlertAt.set(message, now);
    hooks.alert({ message, ...extra });
  };
}

function alertsAllowed(url: string, opts: RequestOptions): boolean {
  return !opts.silent && !url.includes(PATHS.unread);
}

type Failure = { code: number; msg: string; status: number; data: unknown };
type Fail = (url: string, opts: RequestOptions, failure: Failure) => ApiError;

/** What a failed answer raises, and the side effects spec section 8 gives it: a redirect, a 401, an alert. */
function failWith(alertOnce: Alert): Fail {
  return (url, opts, { code, msg, status, data }) => {
    const error = new ApiError(msg || i18n.t('errors.default'), { code, status, data });

    if (code === 302 || isForbiddenPageUrl(msg)) {
      const target = safeRedirectTarget(msg);
      if (target) hooks.redirect(target);
      return error;
    }

    if (code === 401) {
      const unauthorized = new ApiError(msg || i18n.t('errors.unauthorized'), { code, status, data });
      abortAllRequests();
      hooks.onUnauthorized(unauthorized);
      return unauthorized;
    }

    // Reporting the tracking call's own failure would loop.
    if (!url.includes(PATHS.track)) hooks.track('error_network', { url, code, msg });

    if (alertsAllowed(url, opts)) alertFailure(alertOnce, url, error, code);
    return error;
  };
}

function alertFailure(alertOnce: Alert, url: string, error: ApiError, code: number): void {
  if (code === SUPPORT_ALERT_CODE) {
    const email = runtimeConfig.supportEmail;
    alertOnce(error.message, {
      actionLabel: 'SUPPORT',
      onAction: () => hooks.redirect(`mailto:${email}`),
    });
    return;
  }
  if (NO_ALERT_FRAGMENTS.some((fragment) => url.includes(fragment))) return;
  if (SUPPRESSED_ALERT_CODES.includes(code)) return;
  alertOnce(`${error.message} (No.${code}.)`);
}

type Answer = { status: number; ok: boolean; text: string };

/** One try: headers, fetch and the whole body, within the time-out. */
async function attempt(
  base: string,
  url: string,
  method: Method,
  payload: BodyInit | undefined,
  opts: RequestOptions,
  request: AbortController,
): Promise<Answer> {
  const headers = await requestHeaders(opts);
  if (typeof payload === 'string') headers['Content-Type'] = 'application/json';

  if (request.signal.aborted) throw new Cancelled();
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Request timed out', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  let status = 0;
  try {
    const response = await globalThis.fetch(base + url, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    status = response.status;
    return { status, ok: response.ok, text: await response.text() };
  } catch (error) {
    if (timedOut) throw new NetworkFailure('timed out', status);
    if (request.signal.aborted) throw new Cancelled();
    // A body cut off half-way is a bad response, worth a retry like a failed connection.
    if (status !== 0 || isNetworkError(error)) {
      throw new NetworkFailure(error instanceof Error ? error.message : 'bad response', status);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onAbort);
  }
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The data of an answer's envelope, or the failure it says (no envelope: a failure by its HTTP status). */
function settleEnvelope<T>(
  fail: Fail,
  url: string,
  opts: RequestOptions,
  answer: Answer,
  envelope: Envelope | null,
): T {
  if (!envelope)
    throw fail(url, opts, { code: answer.ok ? 500 : answer.status, msg: '', status: answer.status, data: null });
  if (envelope.success) return envelope.data as T;
  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
  throw fail(url, opts, { code: envelope.code, msg, status: answer.status, data: envelope.data });
}

/** Tries the call until it gets an answer, retrying network failures on the fallback host (spec section 8). */
async function sendWithRetries<T>(
  fail: Fail,
  alertOnce: Alert,
  call: { method: Method; url: string; payload: BodyInit | undefined; opts: RequestOptions },
  request: AbortController,
): Promise<T> {
  const { method, url, payload, opts } = call;
  for (let retry = 0; ; retry++) {
    // Retries go to the fallback host, when the deployment has one.
    const base = retry > 0 && runtimeConfig.fallbackApiHost ? runtimeConfig.fallbackApiHost : '';
    try {
      const answer = await attempt(base, url, method, payload, opts, request);
      if (request.signal.aborted) throw new Cancelled();
      const envelope = parseEnvelope(answer.text);
      // A proxy's error page while the API restarts is worth a retry; anything else is final.
      if (!envelope && answer.status >= 500) throw new NetworkFailure('bad response', answer.status);
      return settleEnvelope<T>(fail, url, opts, answer, envelope);
    } catch (error) {
      if (!(error instanceof NetworkFailure)) throw error;
      if (retry < NETWORK_RETRY_MAX) {
        await sleep(NETWORK_RETRY_DELAY_MS, request.signal);
        continue;
      }
      const message = i18n.t('errors.maxRetries');
      if (!url.includes(PATHS.track)) {
        hooks.track('error_network', { url, code: CLIENT_ERROR_CODES.network, msg: error.message });
      }
      if (alertsAllowed(url, opts)) alertOnce(message);
      throw new ApiError(message, { code: CLIENT_ERROR_CODES.network, status: error.status, data: null });
    }
  }
}

/** Anything a call throws reaches its caller as an ApiError: cancelled, or a failure of our own. */
function asApiError(error: unknown, request: AbortController): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Cancelled || request.signal.aborted) {
    return new ApiError('Cancelled', { code: CLIENT_ERROR_CODES.cancelled, status: 0 });
  }
  // Anything else (a hook that threw, a body fetch refused) still reaches callers as an ApiError.
  return new ApiError(error instanceof Error ? error.message : String(error), {
    code: CLIENT_ERROR_CODES.network,
    status: 0,
    data: error,
  });
}

/** One call: cancellable by its caller and by `abortAllRequests`, retried, settled into data or an ApiError. */
async function send<T>(fail: Fail, alertOnce: Alert, method: Method, url: string, body: Body, opts: RequestOptions) {
  const request = new AbortController();
  const caller = opts.signal;
  const onCallerAbort = () => request.abort(caller?.reason);
  if (caller?.aborted) request.abort(caller.reason);
  caller?.addEventListener('abort', onCallerAbort, { once: true });
  inFlight.add(request);

  try {
    // Serialised once, before any try, so a body that cannot be sent fails at once instead of retrying.
    const payload = body === null ? undefined : body.kind === 'json' ? JSON.stringify(body.value ?? {}) : body.value;
    return await sendWithRetries<T>(fail, alertOnce, { method, url, payload, opts }, request);
  } catch (error) {
    throw asApiError(error, request);
  } finally {
    inFlight.delete(request);
    caller?.removeEventListener('abort', onCallerAbort);
  }
}

/** A client with its own alert de-duplication; the app uses the shared `api`. */
export function createApiClient(): ApiClient {
  const alertOnce = createAlerter();
  const fail = failWith(alertOnce);
  return {
    get: <T>(url: string, opts: RequestOptions = {}) => send<T>(fail, alertOnce, 'GET', url, null, opts),
    post: <T>(url: string, body?: unknown, opts: RequestOptions = {}) =>
      send<T>(fail, alertOnce, 'POST', url, { kind: 'json', value: body }, opts),
    upload: <T>(url: string, formData: FormData, opts: RequestOptions = {}) =>
      send<T>(fail, alertOnce, 'POST', url, { kind: 'form', value: formData }, opts),
    settle: <T>(url: string, answer: { status: number; text: string }, opts: RequestOptions = {}): T => {
      const ok = answer.status >= 200 && answer.status < 300;
      return settleEnvelope<T>(fail, url, opts, { ...answer, ok }, parseEnvelope(answer.text));
    },
  };
}

export const api: ApiClient = createApiClient();
