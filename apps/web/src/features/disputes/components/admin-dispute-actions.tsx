import { useState } from 'react';
import { Gavel, Send } from 'lucide-react';
import type { TFunction } from '#i18n';
import { useTranslation } from '#i18n';
import type { TDispute } from '@fanlane/contracts/dispute';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { useDecideDispute, useSubmitDispute } from '../api/dispute-api';
import type { TDecision } from '../api/dispute-api';
import { DecideDialog } from './decide-dialog';

/** An open fan dispute: keep the payment, or refund the fan, each with a note on record. */
function FanDisputeDecision({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  const decide = useDecideDispute(dispute.id);
  const [outcome, setOutcome] = useState<TDecision['outcome'] | null>(null);
  const ask = (next: TDecision['outcome']) => {
    decide.reset();
    setOutcome(next);
  };
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button round onClick={() => ask('won')} data-testid="dispute-decide-won">
          {t('disputes.decide.won')}
        </Button>
        <Button type="border" round onClick={() => ask('lost')} data-testid="dispute-decide-lost">
          {t('disputes.decide.lost')}
        </Button>
      </div>
      <DecideDialog
        outcome={outcome}
        pending={decide.isPending}
        error={decide.error}
        onCancel={() => setOutcome(null)}
        onConfirm={(decision) => decide.mutate(decision, { onSuccess: () => setOutcome(null) })}
      />
    </>
  );
}

/** The server refuses to send a chargeback without a note from the creator or an admin (a 422 on `id`). */
function submitFailure(t: TFunction, error: unknown): string {
  if (validationIssues(error).some((issue) => issue.field === 'id')) return t('disputes.submit.needsNote');
  return serverErrorMessage(t, error);
}

/** An open chargeback: its notes go to the card provider, which then decides. */
function ChargebackSubmission({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  const submit = useSubmitDispute(dispute.id);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('disputes.submit.hint')}</p>
      {submit.isError && (
        <Notice tone="error" testId="dispute-submit-error">
          {submitFailure(t, submit.error)}
        </Notice>
      )}
      <Button round loading={submit.isPending} onClick={() => submit.mutate()} data-testid="dispute-submit">
        <Send className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('disputes.submit.action')}
      </Button>
    </div>
  );
}

/** What an admin may do with an open case; nothing once it waits for the provider or is closed. */
export function AdminDisputeActions({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  if (dispute.viewerRole !== 'admin' || dispute.status !== 'open') return null;
  return (
    <section
      className="space-y-3 rounded-3xl border border-accent/30 bg-accent/5 p-5"
      data-testid="dispute-admin-actions"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <Gavel className="size-4 text-accent" aria-hidden />
        {t('disputes.admin.title')}
      </h2>
      {dispute.source === 'fan' ? <FanDisputeDecision dispute={dispute} /> : <ChargebackSubmission dispute={dispute} />}
    </section>
  );
}
