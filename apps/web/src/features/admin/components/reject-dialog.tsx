import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#i18n';
import { z } from 'zod';
import { ZRejectRequest } from '@fanlane/contracts/creator';
import { Button } from '../../../shared/ui/button';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
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
        <CountedTextarea
          id="admin-reject-reason"
          label={t('admin.creators.rejectReason')}
          limit={REASON_MAX}
          length={length}
          error={errors.reason ? t('admin.creators.rejectReasonError') : null}
          autoFocus
          placeholder={t('admin.creators.rejectReasonPlaceholder')}
          testId="admin-reject-reason"
          {...register('reason')}
        />
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
