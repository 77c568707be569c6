import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { Button } from './button';
import { DialogShell } from './dialog-shell';
import { Notice } from './notice';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  /** The button that backs out; "Cancel" unless that would read as the action itself. */
  cancelLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  /** A failed attempt, shown above the buttons. */
  error?: string | null;
  danger?: boolean;
  testId?: string;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  error,
  danger = true,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('common.close')}
      size="sm"
      testId={testId}
    >
      {body && <div className="text-sm text-muted">{body}</div>}
      {error && (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button type="cancel" round onClick={() => onOpenChange(false)}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          type={danger ? 'delete' : 'default'}
          round
          loading={pending}
          onClick={onConfirm}
          data-testid="confirm-action"
        >
          {confirmLabel}
        </Button>
      </div>
    </DialogShell>
  );
}
