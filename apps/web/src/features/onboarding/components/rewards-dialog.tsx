import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { Check, Gift, Repeat2, UserPlus } from 'lucide-react';
import { SOCIAL_TASK_SHARES } from '@fanlane/contracts/constants';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { useModalStore } from '../../../shared/stores/modal-store';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogShell, DialogTitle } from '../../../shared/ui/dialog-shell';
import { XLogo } from '../../../shared/ui/x-logo';
import { onboardingStrings } from '../lib/onboarding-strings';

/** The link a fan shares: creators invite under their page name, fans under their address. */
export function inviteLink(
  publicUrl: string,
  creatorDomain: string | null | undefined,
  address: string | null,
): string {
  const url = new URL('/', publicUrl);
  if (creatorDomain) url.searchParams.set('invitorDomain', creatorDomain);
  else if (address) url.searchParams.set('ref', address);
  return url.toString();
}

function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

function Task({ icon, title, body, action }: { icon: ReactNode; title: string; body: string; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line bg-bg/50 p-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-fg/6 text-fg">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        <p className="line-clamp-2 text-xs text-muted">{body}</p>
        <p className="mt-0.5 text-xs font-semibold text-amber-500">
          {t('rewards.shares', { count: SOCIAL_TASK_SHARES })}
        </p>
      </div>
      {action}
    </li>
  );
}

/** "Get rewards every day": social tasks worth shares each (spec sections 1 and 9). */
function RewardsDialogView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useModalStore((s) => s.rewardsOpen);
  const closeRewards = () => useModalStore.getState().closeRewards();
  const address = useUserStore((s) => s.address);
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain);
  const [copied, setCopied] = useState(false);
  const brand = runtimeConfig.brandName;
  const link = inviteLink(runtimeConfig.publicUrl || window.location.origin, creatorDomain, address);

  const copyInvite = () => {
    navigator.clipboard
      .writeText(link)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) closeRewards();
      }}
      closeLabel={t('common.close')}
      size="sm"
      testId="rewards-dialog"
    >
      <div className="flex flex-col items-center text-center">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-300 to-orange-500 text-white shadow-lg shadow-orange-500/30">
          <Gift className="size-8" aria-hidden />
        </div>
        <DialogTitle className="mt-4 text-xl font-bold tracking-tight">{t('rewards.title')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">{t('rewards.subtitle')}</DialogDescription>
      </div>
      <ul className="mt-6 space-y-2.5">
        <Task
          icon={<XLogo className="size-5" />}
          title={t('rewards.followTitle')}
          body={t('rewards.followBody', { brand })}
          action={
            <Button
              type="borderBg"
              round
              data-testid="rewards-follow"
              onClick={() => openExternal(`https://x.com/intent/follow?screen_name=${encodeURIComponent(brand)}`)}
            >
              {t('rewards.followAction')}
            </Button>
          }
        />
        <Task
          icon={<UserPlus className="size-5" />}
          title={t('rewards.inviteTitle')}
          body={t('rewards.inviteBody')}
          action={
            <Button type="borderBg" round data-testid="rewards-invite" onClick={copyInvite}>
              {copied ? <Check className="size-4" aria-hidden /> : null}
              {copied ? t('common.copied') : t('rewards.inviteAction')}
            </Button>
          }
        />
        <Task
          icon={<Repeat2 className="size-5" />}
          title={t('rewards.repostTitle')}
          body={t('rewards.repostBody')}
          action={
            <Button
              type="borderBg"
              round
              data-testid="rewards-repost"
              onClick={() =>
                openExternal(
                  `https://x.com/intent/post?text=${encodeURIComponent(t('rewards.repostText', { brand }))}&url=${encodeURIComponent(link)}`,
                )
              }
            >
              {t('rewards.repostAction')}
            </Button>
          }
        />
      </ul>
      <button
        type="button"
        onClick={() => {
          closeRewards();
          void navigate('/rewardCenter');
        }}
        className="mt-5 block w-full cursor-pointer text-center text-sm font-semibold text-accent hover:underline"
      >
        {t('rewards.openCenter')}
      </button>
    </DialogShell>
  );
}

export const RewardsDialog = onboardingStrings.wrap(RewardsDialogView);
