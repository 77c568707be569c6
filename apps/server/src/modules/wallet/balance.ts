/**
 * `/wallet/v1/balance/query`: the spec's userBalance (decimal strings the header shows, rates as USD
 * per unit) plus every currency in minor units and, for creators, their earnings.
 */
import { CURRENCIES, type TBalance, type TCurrency } from '@fanlane/contracts/money';
import { formatMinor, perUsd } from '@fanlane/contracts/money-math';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { balancesOf, earningsAvailable, earningsDebt, earningsPending, wallet } from '../../ledger/accounts.ts';

export async function getBalance(deps: AppDeps, user: Pick<UserRow, 'id' | 'creatorDomain'>): Promise<TBalance> {
  const [held, rates] = await Promise.all([balancesOf(deps.db, user.id), deps.rates.all()]);
  const minor = (currency: TCurrency) => held.get(wallet(user.id, currency).key) ?? 0n;
  const rate = (currency: TCurrency) => rates.find((r) => r.currency === currency)?.usdRate ?? '0';
  const balances = Object.fromEntries(CURRENCIES.map((c) => [c, minor(c).toString()])) as Record<TCurrency, string>;
  const stars = rate('STARS');
  return {
    ethValue: formatMinor(minor('ETH'), 'ETH'),
    usdValue: formatMinor(minor('USD'), 'USD'),
    usdRate: rate('ETH'),
    usdToStarsRate: stars === '0' ? '0' : perUsd(stars),
    usdtValue: formatMinor(minor('USDT'), 'USDT'),
    solToUsdRate: rate('SOL'),
    solValue: formatMinor(minor('SOL'), 'SOL'),
    starsValue: formatMinor(minor('STARS'), 'STARS'),
    balances,
    earnings: user.creatorDomain
      ? {
          pending: (held.get(earningsPending(user.id).key) ?? 0n).toString(),
          available: (held.get(earningsAvailable(user.id).key) ?? 0n).toString(),
          debt: (-(held.get(earningsDebt(user.id).key) ?? 0n)).toString(),
        }
      : null,
    payFixedFee: deps.config.payFixedFeeCents.toString(),
  };
}
