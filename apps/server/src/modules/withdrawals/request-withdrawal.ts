/**
 * Asking for a withdrawal (the spec's wallet withdraw, and `/withdraw/creator-start-withdraw` for a
 * creator's payout). Everything a request can get wrong is refused before money moves; then, in one
 * transaction under the Idempotency-Key: a lock per user (one request of theirs at a time, so the
 * daily limit holds under concurrency), the money is reserved (the guarded debit refuses what
 * the balance does not cover), and the withdrawal waits for the code mailed to the user.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WITHDRAWAL_CODE_TTL_SECONDS,
  type TWithdrawal,
  type TWithdrawalCurrency,
  type ZCreatorWithdrawRequest,
  type ZWalletWithdrawRequest,
} from '@fanlane/contracts/withdrawal';
import { PAYOUT_NETWORK_CURRENCIES } from '@fanlane/contracts/payout';
import type { Locale } from '@fanlane/contracts/locales';
import { formatMinor, minorToUsdCents, usdCentsToMinorDown } from '@fanlane/contracts/money-math';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { withdrawals, type WithdrawalRow } from '../../db/schema/index.ts';
import { findPayoutMethod } from '../payouts/payout-methods-repo.ts';
import { appError } from '../../http/app-error.ts';
import { normaliseAddress } from '../../lib/chain-addresses.ts';
import { newSixDigitCode } from '../../lib/tokens.ts';
import { idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { insufficientFunds } from '../../ledger/post-entry.ts';
import { withdrawalCodeMail } from '../../integrations/mail/templates.ts';
import { mailBrand } from '../auth/mail-brand.ts';
import type { Caller } from '../auth/guards.ts';
import { channelOrRefuse, checkBounds, senderChain } from './channels.ts';
import { postReserve, withdrawalAccounts } from './withdrawal-ledger.ts';
import { presentWithdrawal } from './present.ts';

/** A bank payout's smallest amount, USD cents. */
export const BANK_PAYOUT_MIN_CENTS = 1000n;

type Plan = Omit<
  WithdrawalRow,
  | 'status'
  | 'codeHash'
  | 'codeAttempts'
  | 'codeExpiresAt'
  | 'reserveEntryId'
  | 'settleEntryId'
  | 'returnEntryId'
  | 'nonce'
  | 'rawTx'
  | 'txHash'
  | 'validUntil'
  | 'blockNumber'
  | 'failureReason'
  | 'rejectReason'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'completedAt'
>;

const CLOSED = ['failed', 'rejected', 'cancelled', 'expired'] as const;

/** USD cents withdrawn by the user in the last 24 hours, counting what is still on its way. */
async function withdrawnToday(tx: Tx, userId: string): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawals.usdCents}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        gt(withdrawals.createdAt, sql`now() - interval '24 hours'`),
        notInArray(withdrawals.status, [...CLOSED]),
      ),
    );
  return BigInt(row?.total ?? '0');
}

export function withdrawalCodeSalt(id: string) {
  return `withdraw:${id}`;
}

/** Where a mail that could not go out is reported; the withdrawal stands, and its page offers a new code. */
export type MailFailureLog = { error(obj: object, msg: string): void };

async function open(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  scope: string,
  body: unknown,
  log: MailFailureLog,
  plan: Plan,
): Promise<TWithdrawal> {
  const email = caller.user.email;
  // The code goes by mail: an account without an address (Telegram, wallet) binds one first.
  if (!email) throw appError('EMAIL_REQUIRED');
  const accounts = await withdrawalAccounts(deps.db, plan);
  const code = newSixDigitCode();
  let created = false;
  const answer = await idempotent(deps.events, key, scope, body, async (tx, emit) => {
    // One request of this user's at a time, so the daily limit holds. An advisory lock, not the
    // users row: the key row just written holds a key-share lock on it through its foreign key,
    // and two requests upgrading those to row locks would deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${caller.user.id}`}, 0))`);
    const today = await withdrawnToday(tx, caller.user.id);
    const limit = deps.config.withdraw.dailyLimitCents;
    if (today + plan.usdCents > limit)
      throw appError('WITHDRAW_DAILY_LIMIT', {
        data: { limitCents: limit.toString(), leftCents: (limit > today ? limit - today : 0n).toString() },
      });
    const reserveEntryId = await postReserve(tx, plan, accounts).catch((err: unknown) => {
      throw insufficientFunds(err, [{ account: accounts.source, amount: -plan.amount }]) ?? err;
    });
    const [row] = await tx
      .insert(withdrawals)
      .values({
        ...plan,
        status: 'awaiting_code',
        reserveEntryId,
        codeHash: deps.tokens.hashCode(code, withdrawalCodeSalt(plan.id)),
        codeExpiresAt: new Date(Date.now() + WITHDRAWAL_CODE_TTL_SECONDS * 1000),
      })
      .returning();
    emit({
      type: 'withdrawal.requested',
      data: { withdrawalId: plan.id, userId: caller.user.id, currency: plan.currency, amount: plan.amount.toString() },
    });
    created = true;
    return presentWithdrawal(deps, row!);
  });
  // The money is reserved and committed: a mail server that is down must not turn that into an error.
  if (created)
    await mailCode(deps, caller.user.locale, email, code, plan).catch((err: unknown) =>
      log.error({ err, withdrawalId: plan.id }, 'withdrawal code not mailed; the page offers a new one'),
    );
  return answer;
}

/** The code, in the language of the request that asked for it (the guard keeps the caller's row so). */
export async function mailCode(
  deps: AppDeps,
  locale: Locale,
  email: string,
  code: string,
  w: Pick<WithdrawalRow, 'sendAmount' | 'currency' | 'destinationLabel'>,
) {
  const what = `${formatMinor(w.sendAmount, w.currency as TWithdrawalCurrency | 'USD')} ${w.currency}`;
  await deps.mailer.send(
    withdrawalCodeMail(
      mailBrand(deps),
      locale,
      email,
      code,
      what,
      w.destinationLabel,
      WITHDRAWAL_CODE_TTL_SECONDS / 60,
    ),
  );
}

/** Crypto out of the caller's wallet to an address on the currency's network. */
export async function requestWalletWithdrawal(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: z.output<typeof ZWalletWithdrawRequest>,
  log: MailFailureLog,
): Promise<TWithdrawal> {
  const channel = channelOrRefuse(deps, body.currency);
  const address = normaliseAddress(channel.network, body.address);
  const amount = BigInt(body.amount);
  checkBounds(channel, amount);
  const rate = await deps.rates.rate(body.currency);
  const fee = BigInt(channel.fee);
  return open(deps, caller, key, 'withdraw', body, log, {
    id: randomUUID(),
    userId: caller.user.id,
    kind: 'wallet',
    currency: body.currency,
    network: channel.network,
    toAddress: address,
    payoutMethodId: null,
    destinationLabel: address,
    sourceCurrency: body.currency,
    amount,
    fee,
    sendAmount: amount - fee,
    usdCents: minorToUsdCents(amount, body.currency, rate.usdRate),
    usdRate: rate.usdRate,
    chain: senderChain(deps, channel.network),
  });
}

/** A creator's available earnings (USD) to one of their payout methods. */
export async function requestCreatorPayout(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: z.output<typeof ZCreatorWithdrawRequest>,
  log: MailFailureLog,
): Promise<TWithdrawal> {
  if (caller.user.kycStatus !== 'approved') throw appError('KYC_REQUIRED');
  const method = await findPayoutMethod(deps.db, caller.user.id, body.payoutMethodId);
  if (!method) throw appError('NOT_FOUND');
  const cents = BigInt(body.amountCents);
  const base = {
    id: randomUUID(),
    userId: caller.user.id,
    kind: 'payout' as const,
    sourceCurrency: 'USD',
    amount: cents,
  };

  if (method.kind === 'bank') {
    if (cents < BANK_PAYOUT_MIN_CENTS)
      throw appError('WITHDRAW_BELOW_MINIMUM', { data: { currency: 'USD', min: BANK_PAYOUT_MIN_CENTS.toString() } });
    return open(deps, caller, key, 'payout', body, log, {
      ...base,
      currency: 'USD',
      network: 'bank',
      toAddress: null,
      payoutMethodId: method.id,
      destinationLabel: `${method.holderName ?? ''} ••${(method.iban ?? '').slice(-4)}`,
      fee: 0n,
      sendAmount: cents,
      usdCents: cents,
      usdRate: null,
      chain: null,
    });
  }

  const network = method.network as keyof typeof PAYOUT_NETWORK_CURRENCIES;
  const allowed: readonly TWithdrawalCurrency[] = PAYOUT_NETWORK_CURRENCIES[network];
  const currency = body.currency ?? allowed[allowed.length - 1]!;
  if (!allowed.includes(currency)) throw appError('CURRENCY_UNSUPPORTED');
  const channel = channelOrRefuse(deps, currency);
  const rate = await deps.rates.rate(currency);
  const coins = usdCentsToMinorDown(cents, currency, rate.usdRate);
  checkBounds(channel, coins);
  const fee = BigInt(channel.fee);
  return open(deps, caller, key, 'payout', body, log, {
    ...base,
    currency,
    network: channel.network,
    toAddress: method.address,
    payoutMethodId: method.id,
    destinationLabel: method.address ?? '',
    fee,
    sendAmount: coins - fee,
    usdCents: cents,
    usdRate: rate.usdRate,
    chain: senderChain(deps, channel.network),
  });
}
