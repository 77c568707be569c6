/** The payment went through: the title and body the paying dialog chose, and OK. */
import { CircleCheck } from 'lucide-react';
import { useTranslation } from '#i18n';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';
import { PayModalDialog } from '../../../shared/ui/pay-modal-dialog';

export function PaySuccessModal({ title, body }: { title: string; body?: string }) {
  const { t } = useTranslation();
  const close = usePayModalStore((s) => s.close);
  return (
    <PayModalDialog title={title} testId="pay-success-modal">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-500">
          <CircleCheck className="size-9" aria-hidden />
        </span>
        {body && <p className="mt-4 text-sm text-muted">{body}</p>}
        <Button round className="mt-6 w-full" onClick={close} data-testid="pay-success-ok">
          {t('pay.success.ok')}
        </Button>
      </div>
    </PayModalDialog>
  );
}
