/**
 * /statistics: the creator's statistics page: the charts over a chosen range in their time zone,
 * then the revenue summary and every payment; fans are told it is a creator's page.
 */
import { useTranslation } from '#i18n';
import { useUserStore } from '../../../shared/stores/user-store';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { RevenuePanel } from '../components/revenue-panel';
import { StatisticsPanel } from '../components/statistics-panel';

export function RevenuePage() {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  return (
    <section data-testid="revenue-page" className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.statistics')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('pay.revenue.description')}</p>
      {creatorDomain ? (
        <div className="space-y-10">
          <StatisticsPanel creatorDomain={creatorDomain} />
          <RevenuePanel creatorDomain={creatorDomain} />
        </div>
      ) : (
        <CreatorsOnlyNotice message={t('pay.revenue.creatorsOnly')} />
      )}
    </section>
  );
}
