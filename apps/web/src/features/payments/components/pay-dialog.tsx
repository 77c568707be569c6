/**
 * The frame every payment dialog shares: the modal itself (closing it closes the pay-modal store's
 * modal), an error line above the main button, and that button.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { Notice } from '../../../shared/ui/notice';

export function PayDialog({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const close = usePayModalStore((s) => s.close);
  return (
    <DialogShell open onOpenChange={(open) => !open && close()} title={title} closeLabel={t('common.close')} size="sm" testId={testId}>
      {children}
    </DialogShell>
  );
}

/** The failure of the last try, if any, then the button that pays. */
export function PayAction({ label, pending, error, disabled = false, onPay, testId }: {
  label: ReactNode;
  pending: boolean;
  error: string | null;
  disabled?: boolean;
  onPay: () => void;
  testId: string;
}) {
  return (
    <div className="space-y-3">
      {error && (
        <Notice tone="error" testId="pay-error">
          {error}
        </Notice>
      )}
      <Button round loading={pending} disabled={disabled} className="w-full" onClick={onPay} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
