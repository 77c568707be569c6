import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZRejectRequest } from '@fanlane/contracts/creator';
import { Button } from '../../../shared/ui/button';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { isolate } from '../../../shared/ui/user-text';

const ZRejectForm = z.object({ reason: ZRejectRequest.shape.reason });
const REASON_MAX = 500;

interface RejectDialogProps {
  /** The domain (or applicant) being rejected; null while closed. */
  target: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason the applicant will read before rejecting. */
export function RejectDialog({ target, onCancel, onConfirm }: RejectDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZRejectForm), defaultValues: { reason: '' } });
  const length = watch('reason').length;

  const close = () => {
    reset();
    onCancel();
  };
  const confirm = handleSubmit(({ reason }) => {
    reset();
    onConfirm(reason);
  });

  return (
    <DialogShell
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('admin.creators.rejectTitle', { domain: isolate(target ?? '') })}
      description={t('admin.creators.rejectBody')}
      showDescription
      closeLabel={t('common.close')}
      testId="admin-reject-dialog"
    >
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <label htmlFor="admin-reject-reason" className="mb-1.5 block text-sm font-medium text-fg/90">
          {t('admin.creators.rejectReason')}
        </label>
        <textarea
          id="admin-reject-reason"
          rows={4}
          maxLength={REASON_MAX}
          autoFocus
          placeholder={t('admin.creators.rejectReasonPlaceholder')}
          data-testid="admin-reject-reason"
          aria-invalid={errors.reason ? true : undefined}
          className={`w-full resize-y rounded-xl border bg-bg/60 px-3.5 py-3 text-[15px] outline-none placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20 ${
            errors.reason ? 'border-red-500/70' : 'border-line'
          }`}
          {...register('reason')}
        />
        <div className="mt-1 flex justify-between gap-3 text-[13px]">
          <span role={errors.reason ? 'alert' : undefined} className="text-red-500 dark:text-red-400">
            {errors.reason ? t('admin.creators.rejectReasonError') : ''}
          </span>
          <span className="text-muted tabular-nums">
            {length}/{REASON_MAX}
          </span>
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="cancel" round onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="delete" round htmlType="submit" data-testid="admin-reject-confirm">
            {t('admin.creators.rejectConfirm')}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
