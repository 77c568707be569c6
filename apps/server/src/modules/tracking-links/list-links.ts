/** The creator's links with their figures for a period: clicks, sign-ups, follows, subscribers, revenue. */
import {
  PERIOD_DAYS,
  TRACKING_LINK_MAX,
  type TTrackingLinkList,
  type TTrackingLinkPeriod,
} from '@fanlane/contracts/tracking-links';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { NO_FIGURES, presentFigures, presentLink } from './present.ts';
import { dailyClicksOfLinks, figuresOfLinks, linksOf, type LinkFigures } from './tracking-links-repo.ts';

/** The chart under each link shows at most this many days. */
const CHART_DAYS = 90;
const DAY_MS = 86_400_000;

export async function listTrackingLinks(
  deps: AppDeps,
  caller: Caller,
  period: TTrackingLinkPeriod,
  now = new Date(),
): Promise<TTrackingLinkList> {
  const creatorId = caller.user.id;
  const days = PERIOD_DAYS[period];
  const since = days === null ? null : new Date(now.getTime() - days * DAY_MS);
  // The chart starts at the first instant of the UTC day `chartDays - 1` days ago, so it shows whole days.
  const chartDays = Math.min(days ?? CHART_DAYS, CHART_DAYS);
  const chartSince = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (chartDays - 1) * DAY_MS,
  );
  const [rows, figures, daily] = await Promise.all([
    linksOf(deps.db, creatorId),
    figuresOfLinks(deps.db, creatorId, since),
    dailyClicksOfLinks(deps.db, creatorId, chartSince),
  ]);
  const totals: LinkFigures = { ...NO_FIGURES };
  for (const f of figures.values()) {
    totals.clicks += f.clicks;
    totals.signUps += f.signUps;
    totals.follows += f.follows;
    totals.subscribers += f.subscribers;
    totals.revenueCents += f.revenueCents;
  }
  const domain = caller.user.creatorDomain!;
  return {
    period,
    since: since?.toISOString() ?? null,
    links: rows.map((row) => ({
      ...presentLink(row, deps.config.publicUrl, domain),
      figures: presentFigures(figures.get(row.id) ?? NO_FIGURES),
      clicksByDay: daily.filter((d) => d.linkId === row.id).map(({ day, clicks }) => ({ day, clicks })),
    })),
    totals: presentFigures(totals),
    live: rows.filter((r) => r.archivedAt === null).length,
    max: TRACKING_LINK_MAX,
  };
}
