import { useTranslation } from '#i18n';
import { Spinner } from '../../../shared/ui/spinner';

interface SendCodeButtonProps {
  onClick: () => void;
  sending: boolean;
  remaining: number;
  sent: boolean;
  testId?: string;
}

/** "Send code", then "Resend in 42 s" until the next code may be asked for. */
export function SendCodeButton({ onClick, sending, remaining, sent, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const waiting = remaining > 0;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={sending || waiting}
      data-testid={testId}
      className="inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg bg-accent/12 px-3 text-sm font-semibold whitespace-nowrap text-accent transition-colors hover:bg-accent/20 disabled:cursor-default disabled:bg-transparent disabled:text-muted"
    >
      {sending && <Spinner className="size-3.5" />}
      {waiting
        ? remaining > 90
          ? t('auth.resendInMinutes', { minutes: Math.ceil(remaining / 60) })
          : t('auth.resendIn', { seconds: remaining })
        : sent
          ? t('auth.resendCode')
          : t('auth.sendCode')}
    </button>
  );
}
