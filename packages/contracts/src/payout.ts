/**
 * Where a creator's payouts go (`/settings/paymentGatewayManagement`): a crypto address per
 * network (Ethereum-compatible for ETH and USDT, Solana for SOL) and a bank account, one of each at
 * most. The server checks what a format cannot: an Ethereum address's checksum, a Solana key's
 * length once decoded (docs/money.md, "Payout methods").
 */
import { z } from 'zod';

export const PAYOUT_NETWORKS = ['ethereum', 'solana'] as const;
export type TPayoutNetwork = (typeof PAYOUT_NETWORKS)[number];
/** What each network pays out in. */
export const PAYOUT_NETWORK_CURRENCIES = { ethereum: ['ETH', 'USDT'], solana: ['SOL'] } as const;

export const BANK_HOLDER_MAX = 70;
export const BANK_NAME_MAX = 70;

/** An IBAN, spaces allowed: two letters, two check digits, up to 30 letters and digits, mod 97 = 1 (ISO 13616). */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const ADDRESS_FORMATS: Record<TPayoutNetwork, { pattern: RegExp; message: string }> = {
  ethereum: { pattern: /^0x[0-9a-fA-F]{40}$/, message: 'evm_address' },
  solana: { pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, message: 'solana_address' },
};

const ZCryptoMethod = z
  .object({ kind: z.literal('crypto'), network: z.enum(PAYOUT_NETWORKS), address: z.string().trim().max(64) })
  .superRefine((v, ctx) => {
    const format = ADDRESS_FORMATS[v.network];
    if (!format.pattern.test(v.address)) ctx.addIssue({ code: 'custom', path: ['address'], message: format.message });
  });

const ZBankMethod = z.object({
  kind: z.literal('bank'),
  holderName: z.string().trim().min(2).max(BANK_HOLDER_MAX),
  iban: z
    .string()
    .trim()
    .max(42)
    .refine(isIban, 'iban')
    .transform((v) => v.replace(/\s+/g, '').toUpperCase()),
  bic: z.string().trim().toUpperCase().regex(BIC, 'bic'),
  bankName: z.string().trim().min(2).max(BANK_NAME_MAX),
});

export const ZPayoutMethodSaveRequest = z.discriminatedUnion('kind', [ZCryptoMethod, ZBankMethod]);
export type TPayoutMethodSaveRequest = z.input<typeof ZPayoutMethodSaveRequest>;
export const ZPayoutMethodDeleteRequest = z.object({ id: z.uuid() });

export const ZPayoutMethod = z.object({
  id: z.string(),
  kind: z.enum(['crypto', 'bank']),
  /** Crypto: the network and the address as saved (an Ethereum address in its checksummed form). */
  network: z.enum(PAYOUT_NETWORKS).nullable(),
  address: z.string().nullable(),
  /** Bank: the holder, the bank, its BIC and the IBAN's last four characters (the rest is never sent back). */
  holderName: z.string().nullable(),
  bankName: z.string().nullable(),
  bic: z.string().nullable(),
  ibanLast4: z.string().nullable(),
  updatedAt: z.string(),
});
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;
