/** A real SMTP server (smtp-server) on a free port that keeps every message it receives. */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type CapturedMail = { to: string[]; raw: string };

export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest mail to `to`, with quoted-printable soft breaks undone. */
    lastTo(to: string): string | undefined {
      const found = messages.filter((m) => m.to.includes(to)).at(-1);
      return found?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
