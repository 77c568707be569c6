/**
 * /statistics: the creator's statistics page. For now its revenue (the charts come with part 2);
 * fans are told it is a creator's page.
 */
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../shared/stores/user-store';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { RevenuePanel } from '../components/revenue-panel';

export function RevenuePage() {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  return (
    <section data-testid="revenue-page" className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.statistics')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('pay.revenue.description')}</p>
      {creatorDomain ? (
        <RevenuePanel creatorDomain={creatorDomain} />
      ) : (
        <CreatorsOnlyNotice message={t('pay.revenue.creatorsOnly')} />
      )}
    </section>
  );
}
