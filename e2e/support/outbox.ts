/** Reads the server's dev outbox (non-production only) to get codes and links a real user would get by mail. */
import type { APIRequestContext } from '@playwright/test';

type OutboxMail = { to: string; subject: string; text: string };

export async function waitForMail(
  request: APIRequestContext,
  to: string,
  match: RegExp,
  timeoutMs = 10_000,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data: OutboxMail[] };
    for (const mail of body.data) {
      const found = match.exec(mail.text);
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${match}`);
}

export const latestCode = async (request: APIRequestContext, to: string) =>
  (await waitForMail(request, to, /verification code is (\d{6})/))[1] ?? '';

export const uniqueEmail = (prefix = 'fan') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
