import { useTranslation } from '#i18n';
import type { TDispute } from '@fanlane/contracts/dispute';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { DetailList } from '../../../shared/ui/detail-list';
import { DisputeStatusChip } from '../../../shared/ui/dispute-status-chip';
import { Notice } from '../../../shared/ui/notice';
import { personName } from '../../../shared/ui/person-name';
import { UserText } from '../../../shared/ui/user-text';

const isClosed = (dispute: TDispute) => dispute.status === 'won' || dispute.status === 'lost';

/** What an open case means to the viewer now: what is held, and what they may do. */
function explanationKey(dispute: TDispute): string {
  if (dispute.status === 'under_review') return 'disputes.explain.under_review';
  return `disputes.explain.${dispute.source}.${dispute.viewerRole}`;
}

/** How the case ended, in the viewer's terms: a fan is refunded, a creator's share comes back. */
function outcomeKey(dispute: TDispute): string {
  const outcome = dispute.status === 'won' ? 'won' : 'lost';
  if (dispute.viewerRole === 'fan' && outcome === 'lost' && dispute.source === 'chargeback')
    return 'disputes.outcome.fan.lostChargeback';
  return `disputes.outcome.${dispute.viewerRole}.${outcome}`;
}

function Outcome({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  const goodNews =
    (dispute.viewerRole === 'fan' && dispute.status === 'lost') ||
    (dispute.viewerRole === 'creator' && dispute.status === 'won');
  return (
    <Notice tone={goodNews ? 'success' : 'info'} testId="dispute-outcome">
      <p data-outcome={dispute.status}>{t(outcomeKey(dispute), { amount: formatUsdCents(dispute.amountCents) })}</p>
      {dispute.outcomeNote && (
        <p className="mt-1 text-muted" data-testid="dispute-outcome-note">
          {t('disputes.outcome.note')} <UserText>{dispute.outcomeNote}</UserText>
        </p>
      )}
    </Notice>
  );
}

/** The head of a dispute: where it stands, how much, why, and when. */
export function DisputeSummary({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  const chargeback = dispute.source === 'chargeback';
  const walletHeld = chargeback && BigInt(dispute.walletHeldCents) > 0n;
  return (
    <div className="space-y-4">
      <div className="rounded-3xl border border-line bg-surface p-5 sm:p-6" data-testid="dispute-summary">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm text-muted" data-testid="dispute-source">
            {t(`disputes.source.${dispute.source}`)}
          </p>
          <DisputeStatusChip status={dispute.status} />
        </div>
        <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="dispute-amount">
          {formatUsdCents(dispute.amountCents)}
        </p>
        {!isClosed(dispute) && <p className="mt-2 text-sm text-muted">{t(explanationKey(dispute))}</p>}
      </div>
      {isClosed(dispute) && <Outcome dispute={dispute} />}
      <DetailList
        testId="dispute-details"
        rows={[
          [t('disputes.detail.reason'), t(`disputes.reason.${dispute.reason}`), 'reason'],
          [
            t('disputes.detail.fan'),
            dispute.viewerRole === 'fan' ? null : <UserText key="f">{personName(dispute.fan)}</UserText>,
            'fan',
          ],
          [
            dispute.viewerRole === 'fan' ? t('disputes.detail.walletHeldYours') : t('disputes.detail.walletHeld'),
            walletHeld ? formatUsdCents(dispute.walletHeldCents) : null,
            'wallet-held',
          ],
          [
            t('disputes.detail.due'),
            chargeback && dispute.status === 'open' ? formatDate(dispute.dueAt, 'dateTime') : null,
            'due',
          ],
          [t('disputes.detail.opened'), formatDate(dispute.createdAt, 'dateTime'), 'opened'],
          [t('disputes.detail.closed'), formatDate(dispute.closedAt, 'dateTime'), 'closed'],
          [
            t('disputes.detail.providerRef'),
            dispute.providerRef ? (
              <span key="p" className="font-mono text-xs break-all">
                {dispute.providerRef}
              </span>
            ) : null,
            'provider-ref',
          ],
          [
            t('disputes.detail.reference'),
            <span key="r" className="font-mono text-xs break-all">
              {dispute.id}
            </span>,
            'reference',
          ],
        ]}
      />
    </div>
  );
}
