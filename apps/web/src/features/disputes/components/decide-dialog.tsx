import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#i18n';
import { ZDisputeDecideRequest } from '@fanlane/contracts/dispute';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { Notice } from '../../../shared/ui/notice';
import type { TDecision } from '../api/dispute-api';

const ZDecideForm = ZDisputeDecideRequest.pick({ note: true });
const NOTE_MAX = ZDisputeDecideRequest.shape.note.maxLength ?? 500;

interface DecideDialogProps {
  /** The decision being confirmed; null while closed. */
  outcome: TDecision['outcome'] | null;
  pending: boolean;
  /** Why the last try failed, if it did. */
  error: unknown;
  onCancel: () => void;
  onConfirm: (decision: TDecision) => void;
}

/** Asks for the note that goes on record with an admin's decision, before it is made. */
export function DecideDialog({ outcome, pending, error, onCancel, onConfirm }: DecideDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZDecideForm), defaultValues: { note: '' } });
  const length = watch('note').length;

  const close = () => {
    if (pending) return;
    reset();
    onCancel();
  };
  const confirm = handleSubmit(({ note }) => {
    if (outcome) onConfirm({ outcome, note: note.trim() });
  });

  return (
    <DialogShell
      open={outcome !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={outcome ? t(`disputes.decide.${outcome}Title`) : ''}
      description={outcome ? t(`disputes.decide.${outcome}Body`) : ''}
      showDescription
      closeLabel={t('common.close')}
      testId="dispute-decide-dialog"
    >
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <CountedTextarea
          id="dispute-decide-note"
          label={t('disputes.decide.note')}
          limit={NOTE_MAX}
          length={length}
          error={errors.note ? t('disputes.decide.noteRequired') : null}
          autoFocus
          placeholder={t('disputes.decide.notePlaceholder')}
          testId="dispute-decide-note"
          {...register('note')}
        />
        {Boolean(error) && (
          <Notice tone="error" className="mt-4" testId="dispute-decide-error">
            {serverErrorMessage(t, error)}
          </Notice>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="cancel" round onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            type={outcome === 'lost' ? 'delete' : 'default'}
            round
            htmlType="submit"
            loading={pending}
            data-testid="dispute-decide-confirm"
          >
            {outcome ? t(`disputes.decide.${outcome}`) : ''}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
