/** The Telegram mini-app's sign-in (spec section 7: `/{product}/telegram/mini-app/login`). */
import { z } from 'zod';

/** Telegram's init data is a query string of a few hundred bytes; the cap leaves room for long names and photo links. */
export const TELEGRAM_INIT_DATA_MAX = 8192;

export const ZTelegramMiniAppLoginRequest = z.object({
  /** `Telegram.WebApp.initData` exactly as Telegram gave it (the raw, signed query string). */
  initData: z.string().min(1).max(TELEGRAM_INIT_DATA_MAX),
  /** The invitation that brought the user (inviter's key), recorded with the sign-in like the web's invitations. */
  promoteKey: z.string().trim().max(64).nullish(),
});
export type TTelegramMiniAppLoginRequest = z.infer<typeof ZTelegramMiniAppLoginRequest>;
