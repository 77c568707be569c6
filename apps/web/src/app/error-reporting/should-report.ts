/**
 * Which errors the web app reports (spec section 8, docs/error-reporting.md). Dropped: the
 * ResizeObserver loop notice, cross-origin "Script error.", network failures (network error,
 * failed to fetch, load failed: the request client retries and alerts those itself), code run from
 * the browser's debug console, errors thrown by another frame's or a browser extension's scripts,
 * and errors flagged not reportable (`notReportable`). Pure, so its table is tested on its own.
 */

/** Flags an error the app expects and handles, so it is never reported. */
export function markNotReportable<E extends object>(error: E): E {
  (error as { reportable?: boolean }).reportable = false;
  return error;
}

type Frame = { filename?: string; abs_path?: string; function?: string };
type Exception = { type?: string; value?: string; stacktrace?: { frames?: Frame[] } };
/** The parts of a Sentry event and hint the filter reads. */
export type ReportCandidate = {
  message?: string;
  exception?: { values?: Exception[] };
};
export type ReportHint = { originalException?: unknown };

/** Messages the spec drops, whatever threw them. */
const DROPPED_MESSAGES: RegExp[] = [
  /ResizeObserver loop/i,
  /^Script error\.?$/i,
  /network ?error/i,
  /failed to fetch/i,
  /^load failed$/i,
  /debugger eval code/i,
];

const EXTENSION_SCHEMES = /^(chrome|moz|safari|safari-web|ms-browser|edge)-extension:\/\//i;
/** Code typed into the console: Firefox names it "debugger eval code", Chromium "<anonymous>" (which also marks built-ins mid-stack). */
const CONSOLE_SOURCES = /^(debugger eval code|<anonymous>)$/i;

function messagesOf(event: ReportCandidate, hint: ReportHint): string[] {
  const out: string[] = [];
  if (event.message) out.push(event.message);
  for (const ex of event.exception?.values ?? []) {
    if (ex.value) out.push(ex.value);
    if (ex.type && ex.value) out.push(`${ex.type}: ${ex.value}`);
  }
  const original = hint.originalException;
  if (typeof original === 'string') out.push(original);
  else if (original instanceof Error) out.push(original.message);
  return out;
}

function framesOf(event: ReportCandidate): Frame[] {
  return (event.exception?.values ?? []).flatMap((ex) => ex.stacktrace?.frames ?? []);
}

/** A script that is not this page's: a browser extension, or another origin's (an iframe, an injected script). */
export function isForeignSource(file: string, origin: string): boolean {
  if (EXTENSION_SCHEMES.test(file)) return true;
  if (!/^https?:\/\//i.test(file)) return false;
  try {
    return new URL(file).origin !== origin;
  } catch {
    return false;
  }
}

export function shouldReport(
  event: ReportCandidate,
  hint: ReportHint = {},
  origin: string = globalThis.location?.origin ?? '',
): boolean {
  const original = hint.originalException;
  if (original && typeof original === 'object' && (original as { reportable?: unknown }).reportable === false)
    return false;
  if (messagesOf(event, hint).some((message) => DROPPED_MESSAGES.some((re) => re.test(message.trim())))) return false;
  const files = framesOf(event)
    .map((frame) => frame.filename ?? frame.abs_path ?? '')
    .filter(Boolean);
  // Typed into the console: the outermost frame (Sentry lists frames oldest first) is the console's.
  if (files[0] !== undefined && CONSOLE_SOURCES.test(files[0])) return false;
  // Thrown by an extension anywhere in the stack, or by nothing but other origins' scripts.
  if (files.some((file) => EXTENSION_SCHEMES.test(file))) return false;
  if (files.length > 0 && files.every((file) => isForeignSource(file, origin))) return false;
  return true;
}
