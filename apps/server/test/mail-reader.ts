/**
 * Reads a raw message as a mail client shows it: header lines unfolded and their encoded words
 * (RFC 2047) decoded, and the plain-text and HTML parts decoded from quoted-printable or base64.
 */
export type ReadMail = { headers: Map<string, string>; subject: string; text: string; html: string };

const bytesOfQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .split(/(=[0-9A-F]{2})/i)
      .flatMap((piece) => (/^=[0-9A-F]{2}$/i.test(piece) ? [parseInt(piece.slice(1), 16)] : [...Buffer.from(piece)])),
  );

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words; the space between two of them is not text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : bytesOfQuotedPrintable(data.replace(/_/g, ' '))
      ).toString('utf8'),
    );

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return bytesOfQuotedPrintable(body).toString('utf8');
  return body;
}

export function readMail(raw: string): ReadMail {
  const top = split(raw);
  const found = { text: '', html: '' };
  const visit = (part: { headers: Map<string, string>; body: string }) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of part.body.split(`--${boundary}`).slice(1, -1)) visit(split(piece.replace(/^\r\n/, '')));
      return;
    }
    const decoded = decodeBody(part.body, part.headers.get('content-transfer-encoding')?.toLowerCase());
    if (type.startsWith('text/html')) found.html = decoded;
    else if (type.startsWith('text/plain')) found.text = decoded.replace(/\r\n/g, '\n').trimEnd();
  };
  visit(top);
  return { headers: top.headers, subject: top.headers.get('subject') ?? '', ...found };
}
