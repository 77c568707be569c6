/**
 * Test helper: our API faked behind `fetch`. Each path answers through its handler in the
 * envelope the server uses; every call is recorded with its JSON body.
 */
import { vi } from 'vitest';
import type { Mock } from 'vitest';

export type FakeAnswer = { data?: unknown; code?: number; msg?: string; status?: number };
export type FakeHandler = (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;
export type FakeCall = { path: string; body: Record<string, unknown> };

export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    const answer: FakeAnswer = handler ? await handler(body) : { data: { ok: true } };
    const code = answer.code ?? 0;
    const envelope = { success: code === 0, code, msg: answer.msg ?? '', data: answer.data ?? null };
    return new Response(JSON.stringify(envelope), { status: answer.status ?? (code === 0 ? 200 : 400) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The bodies sent to `path`, oldest first. */
    bodies: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

/** The headers of every faked call to `path`, oldest first (fakeApi records bodies only). */
export function sentHeaders(path: string): Array<Record<string, string>> {
  const fetchMock = globalThis.fetch as unknown as Mock<(url: string, init?: RequestInit) => Promise<Response>>;
  return fetchMock.mock.calls
    .filter(([url]) => new URL(url, 'http://localhost').pathname === path)
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
}
