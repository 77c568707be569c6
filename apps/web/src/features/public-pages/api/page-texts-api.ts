/**
 * The operator's replacement texts for the public pages and this deployment's figures
 * (docs/operator-pages.md). The texts are merged over the built-in strings of the language once
 * they arrive; the figures fill the answers' {{fee}}, {{holdDays}}… The pages wait for this one
 * small answer so a replaced text never flickers from the built-in one.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '#i18n';
import { PATHS } from '@fanlane/contracts/api-paths';
import { LOCALE_BCP47, type Locale } from '@fanlane/contracts/locales';
import type { TPageFacts, TPageTexts } from '@fanlane/contracts/public-pages';
import { getCurrentLocale, i18n } from '../../../i18n';
import { api } from '../../../shared/lib/request';
import { formatUsdCents } from '../../../shared/lib/money';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { publicPagesStrings } from '../lib/public-pages-strings';

/** What the built-in answers say when the server could not be asked (the defaults of a new install). */
export const DEFAULT_FACTS: TPageFacts = { feePercent: 20, holdDays: 7, cardFeeCents: 50, disputeDays: 30 };

/**
 * The answer for `locale`, its texts merged over the language's built-in strings: after them, so
 * the built-in file loading later cannot put its own words back.
 */
async function fetchPageTexts(locale: Locale, signal: AbortSignal): Promise<TPageTexts> {
  const [answer] = await Promise.all([
    // Silent: without the operator's texts the pages still have their own.
    api.post<TPageTexts>(PATHS.pageTexts, { locale }, { signal, silent: true }),
    publicPagesStrings.load(locale),
  ]);
  if (answer.texts) i18n.addResourceBundle(LOCALE_BCP47[locale], { publicPages: answer.texts }, true);
  return answer;
}

export function pageTextsOptions(locale: Locale) {
  return {
    queryKey: ['public-pages', 'texts', locale] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPageTexts(locale, signal),
    staleTime: 5 * 60_000,
    retry: false,
  };
}

/**
 * A span of days as a reader says it, in their language and plural ("7 days", "1 Tag", "7 дней"); a
 * span under a day (a demo holding earnings for seconds) in the largest unit that is at least one.
 */
export function formatSpan(days: number, locale: Locale): string {
  const units = [
    ['day', 1],
    ['hour', 24],
    ['minute', 24 * 60],
    ['second', 24 * 60 * 60],
  ] as const;
  const [unit, perDay] = units.find(([, per]) => days * per >= 1) ?? units[3];
  return new Intl.NumberFormat(LOCALE_BCP47[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: unit === 'day' ? 1 : 0,
  }).format(days * perDay);
}

export type PageValues = {
  brand: string;
  fee: number;
  keep: number;
  /** The earnings hold, spelled out ("7 days"). */
  holdDays: string;
  cardFee: string;
  disputeDays: number;
  supportEmail: string;
};

/** Whether the texts are settled (answered or failed), and the values every page's strings may quote. */
export function usePageTexts(): { ready: boolean; values: PageValues } {
  useTranslation();
  const locale = getCurrentLocale();
  const query = useQuery(pageTextsOptions(locale));
  const facts = query.data?.facts ?? DEFAULT_FACTS;
  const values = useMemo(
    () => ({
      brand: runtimeConfig.brandName,
      fee: facts.feePercent,
      keep: 100 - facts.feePercent,
      holdDays: formatSpan(facts.holdDays, locale),
      cardFee: formatUsdCents(String(facts.cardFeeCents)),
      disputeDays: facts.disputeDays,
      supportEmail: runtimeConfig.supportEmail,
    }),
    [facts, locale],
  );
  return { ready: !query.isPending, values };
}
