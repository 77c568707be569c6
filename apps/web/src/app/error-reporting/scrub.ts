/**
 * What never leaves the browser in a report (docs/error-reporting.md): query strings and fragments
 * (sign-in hand-over codes, share tokens and the like travel there), cookies, request bodies, and
 * anything about the user but their id. Applied to every event and every breadcrumb.
 */
export const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

type ScrubbableEvent = {
  request?: {
    url?: string;
    query_string?: unknown;
    cookies?: unknown;
    data?: unknown;
    headers?: Record<string, string>;
  };
  user?: { id?: string | number; [key: string]: unknown };
  breadcrumbs?: ScrubbableBreadcrumb[];
};
type ScrubbableBreadcrumb = { data?: Record<string, unknown> | undefined; message?: string };

export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(crumb: B): B {
  if (crumb.data) {
    for (const key of ['url', 'from', 'to']) {
      const value = crumb.data[key];
      if (typeof value === 'string') crumb.data[key] = withoutQuery(value);
    }
  }
  return crumb;
}

export function scrubBrowserEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.request) {
    if (event.request.url) event.request.url = withoutQuery(event.request.url);
    delete event.request.query_string;
    delete event.request.cookies;
    delete event.request.data;
    if (event.request.headers) {
      const agent = event.request.headers['User-Agent'];
      event.request.headers = agent ? { 'User-Agent': agent } : {};
    }
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  event.breadcrumbs?.forEach(scrubBreadcrumb);
  return event;
}
