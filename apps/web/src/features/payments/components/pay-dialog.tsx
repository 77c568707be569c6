/**
 * The foot every payment dialog shares (in shared/ui/pay-modal-dialog's frame): an error line above
 * the main button, and that button.
 */
import type { ReactNode } from 'react';
import { useMainButton } from '../../../shared/lib/use-main-button';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';

/** The failure of the last try, if any, then the button that pays. */
export function PayAction({
  label,
  pending,
  error,
  disabled = false,
  onPay,
  testId,
}: {
  label: ReactNode;
  pending: boolean;
  error: string | null;
  disabled?: boolean;
  onPay: () => void;
  testId: string;
}) {
  // Inside Telegram its Main button pays too.
  useMainButton(typeof label === 'string' ? { text: label, onClick: onPay, disabled, busy: pending } : null);
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
