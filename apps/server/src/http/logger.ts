/**
 * The server's logger: pino, with whatever could let a reader of the logs act as someone left out.
 * Query parameters that carry a secret (a one-time auth code, a signed media link's signature, a
 * token) are written as "[redacted]"; bodies and headers are not logged, and the fields below are
 * censored wherever they appear in a logged object.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

/** Query parameters whose value is a credential, in any case. */
export const SECRET_QUERY_PARAMS = ['authcode', 'code', 'token', 'refreshtoken', 'sig', 'signature', 'password', 'key'];

/** The URL with the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as it is; it names no secret we know.
      }
      return eq >= 0 && SECRET_QUERY_PARAMS.includes(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

type LoggedRequest = { method?: string; url?: string; ip?: string; socket?: { remotePort?: number } };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: ['req.headers.authorization', '*.password', '*.refreshToken', '*.token', '*.authCode', '*.code'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
