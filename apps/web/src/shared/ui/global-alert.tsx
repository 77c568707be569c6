import { CircleAlert, CreditCard } from 'lucide-react';
import { useTranslation } from '#i18n';
import { useAlertStore } from '../stores/alert-store';
import { Button } from './button';
import { DialogDescription, DialogShell, DialogTitle } from './dialog-shell';

/**
 * The app-wide alert (spec section 4): a message with an optional extra action whose label is
 * shown upper-case. It closes only by its own buttons, never by a mask click or Escape.
 */
export function GlobalAlert() {
  const { t } = useTranslation();
  const open = useAlertStore((s) => s.open);
  const message = useAlertStore((s) => s.message);
  const actionLabel = useAlertStore((s) => s.actionLabel);
  const onAction = useAlertStore((s) => s.onAction);
  const variant = useAlertStore((s) => s.variant);
  const close = () => useAlertStore.getState().close();
  const isCardBilling = variant === 'card-billing';

  const runAction = () => {
    onAction?.();
    close();
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      dismissible={false}
      hideClose
      size="sm"
      closeLabel={t('common.close')}
      testId="alert-dialog"
    >
      <div className="flex flex-col items-center text-center" data-variant={variant}>
        <div
          className={`mb-4 flex size-14 items-center justify-center rounded-2xl ${
            isCardBilling ? 'bg-emerald-500/15 text-emerald-500' : 'bg-accent/15 text-accent'
          }`}
        >
          {isCardBilling ? <CreditCard className="size-7" /> : <CircleAlert className="size-7" />}
        </div>
        <DialogTitle className="text-lg font-semibold" data-testid="alert-heading">
          {isCardBilling ? t('alert.cardBillingTitle') : t('alert.title')}
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm leading-relaxed break-words text-muted" data-testid="alert-message">
          {message}
        </DialogDescription>
        {isCardBilling && <p className="mt-3 text-xs text-muted/80">{t('alert.cardBillingHint')}</p>}
        <div className="mt-6 flex w-full flex-col-reverse gap-2 sm:flex-row">
          <Button
            type={actionLabel ? 'cancel' : 'default'}
            className="flex-1"
            onClick={close}
            data-testid="alert-close"
          >
            {t('common.close')}
          </Button>
          {actionLabel && (
            <Button className="flex-1 uppercase" onClick={runAction} data-testid="alert-action">
              {actionLabel.toUpperCase()}
            </Button>
          )}
        </div>
      </div>
    </DialogShell>
  );
}
