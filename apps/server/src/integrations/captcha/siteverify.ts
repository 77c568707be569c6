/**
 * The one request every provider's siteverify takes: a form-encoded POST of the secret, the
 * token and the visitor's address, answered with JSON. A time-out, a non-2xx answer or something
 * that is not JSON throws SiteverifyUnavailable: nothing was decided, the caller answers
 * CAPTCHA_UNAVAILABLE and the visitor tries again.
 */
export class SiteverifyUnavailable extends Error {}

export const SITEVERIFY_TIMEOUT_MS = 5_000;

export type SiteverifyCall = {
  url: string;
  fields: Record<string, string | null | undefined>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export async function postSiteverify(call: SiteverifyCall): Promise<Record<string, unknown>> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(call.fields)) if (value) body.set(name, value);
  let response: Response;
  try {
    response = await (call.fetch ?? fetch)(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(call.timeoutMs ?? SITEVERIFY_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SiteverifyUnavailable('siteverify unreachable', { cause: err });
  }
  if (!response.ok) throw new SiteverifyUnavailable(`siteverify answered ${response.status}`);
  const parsed: unknown = await response.json().catch(() => null);
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { success?: unknown }).success !== 'boolean')
    throw new SiteverifyUnavailable('siteverify answered something other than its JSON');
  return parsed as Record<string, unknown>;
}

export const stringOr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
export const errorCodes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
