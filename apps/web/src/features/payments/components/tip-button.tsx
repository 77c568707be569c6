/** A creator page's tip button: opens the tip modal (the login modal for anonymous visitors). */
import { HandCoins } from 'lucide-react';
import { useTranslation } from '#i18n';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';

export function TipButton({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const open = usePayModalStore((s) => s.open);
  const label = t('pay.tip.action');
  return (
    <Button
      type="border"
      round
      isIcon
      auth
      attrDomain={domain}
      authIntent={{ kind: 'tip', domain }}
      aria-label={label}
      title={label}
      onClick={() => open({ kind: 'tip', domain })}
      data-testid="creator-tip"
    >
      <HandCoins className="size-5" aria-hidden />
    </Button>
  );
}
