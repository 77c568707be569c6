import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { DISPUTE_TEXT_MAX, FAN_DISPUTE_REASONS } from '@fanlane/contracts/dispute';
import { ERRORS } from '@fanlane/contracts/errors';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { ApiError } from '../../../shared/lib/request';
import { Button } from '../../../shared/ui/button';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { Notice } from '../../../shared/ui/notice';
import { useOpenDispute } from '../api/dispute-api';

type FanReason = (typeof FAN_DISPUTE_REASONS)[number];

/** The case a DISPUTE_EXISTS answer names, to open instead. */
function existingDisputeId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== ERRORS.DISPUTE_EXISTS.code) return null;
  const id = (error.data as { disputeId?: unknown } | null)?.disputeId;
  return typeof id === 'string' ? id : null;
}

interface OpenDisputeDialogProps {
  transactionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A fan reports a problem with one of their payments: why, in their words; then the case opens. */
export function OpenDisputeDialog({ transactionId, open, onOpenChange }: OpenDisputeDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openDispute = useOpenDispute();
  const [reason, setReason] = useState<FanReason>(FAN_DISPUTE_REASONS[0]);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const existing = existingDisputeId(openDispute.error);

  const close = () => {
    if (openDispute.isPending) return;
    openDispute.reset();
    setMissing(false);
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (openDispute.isPending) return;
    const text = message.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    // Not mutate's own onSuccess: the refreshed payment now names its dispute, which unmounts this
    // dialog before such a callback would run. A failure shows through openDispute.error below.
    openDispute.mutateAsync({ transactionId, reason, message: text }).then(
      (dispute) => navigate(`/dispute/${dispute.id}`),
      () => undefined,
    );
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('disputes.report.title')}
      description={t('disputes.report.body')}
      showDescription
      closeLabel={t('common.close')}
      testId="open-dispute-dialog"
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-fg/90">{t('disputes.report.reason')}</legend>
          {FAN_DISPUTE_REASONS.map((option) => (
            <label
              key={option}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border px-4 py-2 text-sm transition-colors ${
                reason === option ? 'border-accent bg-accent/8' : 'border-line hover:border-accent/50'
              }`}
            >
              <input
                type="radio"
                name="dispute-reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="accent-accent"
                data-testid={`dispute-reason-${option}`}
              />
              {t(`disputes.reason.${option}`)}
            </label>
          ))}
        </fieldset>
        <CountedTextarea
          id="dispute-message"
          label={t('disputes.report.message')}
          limit={DISPUTE_TEXT_MAX}
          length={message.length}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setMissing(false);
          }}
          placeholder={t('disputes.report.messagePlaceholder')}
          error={missing ? t('disputes.report.messageRequired') : undefined}
          testId="dispute-message"
        />
        {openDispute.isError && (
          <Notice tone="error" testId="dispute-open-error">
            {serverErrorMessage(t, openDispute.error)}
            {existing && (
              <>
                {' '}
                <Link
                  to={`/dispute/${existing}`}
                  className="font-semibold underline"
                  data-testid="dispute-open-existing"
                >
                  {t('disputes.report.existing')}
                </Link>
              </>
            )}
          </Notice>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="cancel" round onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button htmlType="submit" round loading={openDispute.isPending} data-testid="dispute-open-submit">
            {t('disputes.report.submit')}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
