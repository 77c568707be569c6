import { useTranslation } from '#i18n';
import type { TCurrency } from '@fanlane/contracts/currencies';
import { formatMoney, formatUsdCents } from '../../../shared/lib/money';
import type { Holding } from '../lib/holdings';

/** Each currency's badge: its sign and colours. */
const BADGES: Record<TCurrency, { sign: string; colours: string }> = {
  USD: { sign: '$', colours: 'from-emerald-400 to-emerald-600' },
  USDT: { sign: '₮', colours: 'from-teal-400 to-teal-600' },
  ETH: { sign: 'Ξ', colours: 'from-indigo-400 to-indigo-600' },
  SOL: { sign: '◎', colours: 'from-fuchsia-400 to-violet-600' },
  STARS: { sign: '★', colours: 'from-amber-300 to-amber-500' },
  DFS: { sign: 'D', colours: 'from-sky-400 to-sky-600' },
};

/** Every currency held, its amount, and its value in USD where a rate is known. */
export function HoldingsList({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation();
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
      data-testid="holdings"
    >
      {holdings.map((h) => (
        <li key={h.currency} className="flex items-center gap-3 px-4 py-3.5" data-testid={`holding-${h.currency}`}>
          <span
            aria-hidden
            className={`flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-base font-bold text-white ${BADGES[h.currency].colours}`}
          >
            {BADGES[h.currency].sign}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t(`wallet.currency.${h.currency}`)}</p>
            <p className="truncate text-sm text-muted tabular-nums" data-testid={`holding-${h.currency}-amount`}>
              {formatMoney(h.minor, h.currency)}
            </p>
          </div>
          {h.currency !== 'USD' && (
            <p className="shrink-0 text-sm font-medium tabular-nums" data-testid={`holding-${h.currency}-usd`}>
              {h.usdCents === null ? '—' : `≈ ${formatUsdCents(h.usdCents)}`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
