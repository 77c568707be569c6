import { Gift } from 'lucide-react';
import { useTranslation } from '#i18n';
import { SOCIAL_TASK_SHARES } from '@fanlane/contracts/constants';
import { onboardingStrings } from '../../features/onboarding/lib/onboarding-strings';
import { HomeFeed } from '../../features/posts/components/home-feed';
import { readStorage } from '../../shared/lib/storage';
import { STORAGE_KEYS } from '../../shared/lib/storage-keys';
import { useModalStore } from '../../shared/stores/modal-store';
import { useUserStore } from '../../shared/stores/user-store';
import { Avatar } from '../../shared/ui/avatar';
import { Button } from '../../shared/ui/button';
import { isolate } from '../../shared/ui/user-text';
import { personName } from '../../shared/ui/person-name';

/** "Get rewards every day": the rewards dialog's own title, from its strings (loaded with it). */
const RewardsTitle = onboardingStrings.wrap(function RewardsTitle() {
  const { t } = useTranslation();
  return <h2 className="mt-3 font-semibold">{t('rewards.title')}</h2>;
});

export function HomePage() {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  const address = useUserStore((s) => s.address);
  const openRewards = () => useModalStore.getState().openRewards();
  const name = personName({ ...info, address });
  // A brand-new account is welcomed, not welcomed back.
  const isNewAccount = readStorage(STORAGE_KEYS.newAccount, 'session') === '1';

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-6">
        <header className="relative overflow-hidden rounded-3xl border border-line bg-surface p-6">
          <div
            className="absolute -end-28 -top-28 size-72 bg-radial from-accent/25 to-transparent to-70%"
            aria-hidden
          />
          <div className="relative flex items-center gap-4">
            <Avatar src={info?.avatar} name={name} seed={address} size="lg" />
            <div className="min-w-0">
              <h1 className="text-xl font-bold tracking-tight break-words md:text-2xl" data-testid="home-welcome">
                {name
                  ? t(isNewAccount ? 'home.welcomeNewNamed' : 'home.welcomeNamed', { name: isolate(name) })
                  : t('home.welcome')}
              </h1>
              <p className="mt-1 text-sm text-muted">{t('home.subtitle')}</p>
            </div>
          </div>
        </header>

        <HomeFeed />
      </div>

      <aside className="space-y-4">
        <div className="rounded-3xl border border-line bg-surface p-5">
          <div className="flex size-10 items-center justify-center rounded-xl bg-amber-400/15 text-amber-500">
            <Gift className="size-5" aria-hidden />
          </div>
          <RewardsTitle />
          <p className="mt-1 text-sm text-muted">{t('home.rewardsBody', { shares: SOCIAL_TASK_SHARES })}</p>
          <Button type="borderBg" round className="mt-4 w-full" onClick={openRewards}>
            {t('home.rewardsAction')}
          </Button>
        </div>
      </aside>
    </div>
  );
}
