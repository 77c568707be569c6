/**
 * The account's private settings (`/settings/account/*`, `/settings/security/filter`): the full
 * (legal) name, the wallet address payouts and withdrawals go to, the sensitive-content filter, and
 * whether the e-mail is verified. Only the account itself ever reads them (docs/account-settings.md).
 */
import { z } from 'zod';

/** Each part of the full name, in characters once trimmed. */
export const FULL_NAME_PART_MAX = 64;

/**
 * A name part: starts with a letter, then letters (any script, with their combining marks),
 * spaces, hyphens, apostrophes and full stops ("María José", "O’Brien", "Jean-Luc", "St. John").
 */
export const FULL_NAME_PART_RE = /^\p{L}[\p{L}\p{M}'’. -]*$/u;

/** Trimmed, inner runs of spaces made one, composed (NFC) so the same name is stored the same way. */
const ZNamePart = z
  .string()
  .max(FULL_NAME_PART_MAX * 4)
  .normalize('NFC')
  .overwrite((v) => v.trim().replace(/\s+/gu, ' '))
  .pipe(z.string().min(1, 'required').max(FULL_NAME_PART_MAX, 'too_long').regex(FULL_NAME_PART_RE, 'name_letters'));

export const ZFullNameRequest = z.object({ firstName: ZNamePart, lastName: ZNamePart });
export type TFullNameRequest = z.input<typeof ZFullNameRequest>;

/**
 * The wallet address (spec section 5: `0x` and 40 hex characters). The server checks the format and,
 * for a mixed-case address, its EIP-55 checksum, and keeps it checksummed. Empty removes it.
 */
export const ZPayoutAddressRequest = z.object({ address: z.string().trim().max(128) });
export type TPayoutAddressRequest = z.input<typeof ZPayoutAddressRequest>;

export const ZSensitiveFilterRequest = z.object({ enabled: z.boolean() });
export type TSensitiveFilterRequest = z.infer<typeof ZSensitiveFilterRequest>;

export const ZAccountSettings = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Checksummed (EIP-55); null until the user saves one. */
  payoutAddress: z.string().nullable(),
  sensitiveFilter: z.boolean(),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;
