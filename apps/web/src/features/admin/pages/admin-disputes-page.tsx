import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TDisputeLine } from '@fanlane/contracts/dispute';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { DisputeStatusChip } from '../../../shared/ui/dispute-status-chip';
import { shortAddress } from '../../../shared/ui/short-address';
import { useAdminDisputes } from '../api/admin-disputes-api';
import type { TAdminDisputeFilter } from '../api/admin-disputes-api';
import { AdminPageHead } from '../components/admin-page-head';
import { AdminQueue } from '../components/admin-queue';
import { adminStrings } from '../lib/admin-strings';

// What waits for the team first; then what waits for a card provider, then what is done.
const TABS = ['open', 'under_review', 'won', 'lost', 'all'] as const satisfies readonly TAdminDisputeFilter[];

function DisputeRow({ line }: { line: TDisputeLine }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/dispute/${line.id}`}
        data-testid="admin-dispute-row"
        data-status={line.status}
        className="flex items-center gap-3 rounded-3xl border border-line bg-surface p-4 transition-colors hover:border-accent/50 sm:p-5"
      >
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold tabular-nums">{formatUsdCents(line.amountCents)}</p>
          <p className="truncate text-sm text-muted">
            {t(`disputes.sourceShort.${line.source}`)} · {t(`disputes.reason.${line.reason}`)}
          </p>
          <p className="truncate text-xs text-muted">
            <bdi dir="ltr" className="font-mono">
              {shortAddress(line.fanAddress)}
            </bdi>{' '}
            · {formatDate(line.createdAt, 'dateTime')}
          </p>
        </div>
        <DisputeStatusChip status={line.status} />
        <ChevronRight className="size-4 shrink-0 text-muted rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}

/** /admin/disputes: fan disputes and card chargebacks by status; the open ones first. */
function AdminDisputesPageView() {
  const { t } = useTranslation();
  const [filter, setFilter] = useSearchParamChoice('status', TABS);
  const { query, items } = useAdminDisputes(filter);
  return (
    <>
      <AdminPageHead
        title={t('routes.adminDisputes')}
        subtitle={t('admin.disputes.subtitle')}
        tabs={TABS}
        value={filter}
        onChange={setFilter}
        tabLabel={(tab) => (tab === 'all' ? t('admin.disputes.all') : t(`disputes.status.${tab}`))}
        tabsLabel={t('routes.adminDisputes')}
        testIdPrefix="admin-disputes-tab"
      />
      <AdminQueue
        pages={query}
        items={items}
        errorTitle={t('admin.disputes.loadError')}
        emptyTitle={t('admin.disputes.empty')}
        renderItem={(line) => <DisputeRow key={line.id} line={line} />}
        className="space-y-3"
        testId="admin-disputes-list"
      />
    </>
  );
}

export const AdminDisputesPage = adminStrings.wrap(AdminDisputesPageView);
