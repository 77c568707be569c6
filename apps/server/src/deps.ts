/** What the app is built from; main.ts makes the real ones, tests make their own. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { AddressDeriver } from './lib/hd-addresses.ts';
import type { MediaStore } from './media/media-store.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  addresses: AddressDeriver;
  media: MediaStore;
  /** The server's release; the web app reloads when it differs from its own. */
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
