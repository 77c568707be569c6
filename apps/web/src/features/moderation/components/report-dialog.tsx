/**
 * The report form: a fixed reason, an optional note (the reason `other` needs one), sent once
 * (docs/moderation.md). Loaded when someone opens it, so the pages that show the button carry
 * neither the form nor the contract it checks against.
 */
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { REPORT_NOTE_MAX, REPORT_REASONS, type TReportReason } from '@fanlane/contracts/moderation';
import type { TReportRef } from '../../../shared/lib/report-slot';
import { ApiError } from '../../../shared/lib/request';
import { Button } from '../../../shared/ui/button';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { sendReport } from '../api/moderation-api';

export function ReportDialog({ target, open, onClose }: { target: TReportRef; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [note, setNote] = useState('');
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onClose();
    setReason(null);
    setNote('');
    setState('form');
    setError(null);
  };
  const submit = async () => {
    if (!reason) return;
    setState('sending');
    setError(null);
    try {
      await sendReport({
        targetType: target.type,
        targetId: target.id,
        reason,
        ...(note.trim() && { note: note.trim() }),
      });
      setState('sent');
    } catch (e) {
      setState('form');
      setError(e instanceof ApiError ? e.message : t('moderation.report.failed'));
    }
  };
  const needsNote = reason === 'other' && note.trim() === '';

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t(`moderation.report.title.${target.type}`)}
      description={t('moderation.report.description')}
      showDescription
      closeLabel={t('moderation.common.close')}
      testId="report-dialog"
    >
      {state === 'sent' ? (
        <div className="space-y-4" data-testid="report-sent">
          <p className="text-sm">{t('moderation.report.thanks')}</p>
          <Button round onClick={close}>
            {t('moderation.common.close')}
          </Button>
        </div>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <fieldset className="space-y-1.5">
            <legend className="mb-2 text-sm font-semibold">{t('moderation.report.reasonLabel')}</legend>
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border px-3 text-sm ${reason === r ? 'border-accent bg-accent/10' : 'border-line hover:bg-fg/5'}`}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="accent-[var(--color-accent)]"
                  data-testid={`report-reason-${r}`}
                />
                {t(`moderation.reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          <CountedTextarea
            id="report-note"
            label={t('moderation.report.noteLabel')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            limit={REPORT_NOTE_MAX}
            length={Array.from(note).length}
            rows={3}
            placeholder={t('moderation.report.notePlaceholder')}
            testId="report-note"
          />
          {error && (
            <p role="alert" className="text-sm text-red-500" data-testid="report-error">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="cancel" round onClick={close}>
              {t('moderation.common.cancel')}
            </Button>
            <Button
              round
              htmlType="submit"
              disabled={!reason || needsNote}
              loading={state === 'sending'}
              data-testid="report-submit"
            >
              {t('moderation.report.send')}
            </Button>
          </div>
        </form>
      )}
    </DialogShell>
  );
}
