/**
 * /campaigns: what runs today, as it really works: the "Get rewards every day" tasks (spec
 * section 1; the dialog is the onboarding feature's), invite links, and the trials and bundles
 * creators set on their own tiers. Nothing is promised that the product does not do yet.
 */
import { Gift, Percent, Repeat2, UserPlus } from 'lucide-react';
import { SOCIAL_TASK_SHARES } from '@fanlane/contracts/constants';
import { useModalStore } from '../../../shared/stores/modal-store';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { XLogo } from '../../../shared/ui/x-logo';
import { LinkButton, Section } from '../components/blocks';
import { PageHero, publicPage, usePageT } from '../components/public-page';

function CampaignsPageView() {
  const t = usePageT();
  const signedIn = useUserStore(selectIsLoggedIn);
  const tasks = [
    [<XLogo key="follow" className="size-4" />, t('publicPages.campaigns.taskFollow')],
    [<UserPlus key="invite" className="size-4" />, t('publicPages.campaigns.taskInvite')],
    [<Repeat2 key="repost" className="size-4" />, t('publicPages.campaigns.taskRepost')],
  ] as const;
  return (
    <article data-testid="campaigns-page">
      <PageHero
        eyebrow={t('publicPages.campaigns.eyebrow')}
        title={t('publicPages.campaigns.title')}
        lead={t('publicPages.campaigns.lead')}
      />
      <section
        aria-labelledby="campaign-rewards"
        className="overflow-hidden rounded-3xl border border-amber-500/30 bg-gradient-to-br from-amber-300/15 via-orange-400/10 to-transparent p-6"
        data-testid="campaign-rewards"
      >
        <div className="flex items-start gap-4">
          <span
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-300 to-orange-500 text-white shadow-lg shadow-orange-500/30"
            aria-hidden
          >
            <Gift className="size-7" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="inline-flex rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
              {t('publicPages.campaigns.running')}
            </p>
            <h2 id="campaign-rewards" className="mt-2 text-xl font-bold tracking-tight">
              {t('publicPages.campaigns.rewardsTitle')}
            </h2>
            <p className="mt-1 text-[15px] text-muted">
              {t('publicPages.campaigns.rewardsBody', { shares: SOCIAL_TASK_SHARES })}
            </p>
          </div>
        </div>
        <ul className="mt-5 space-y-2">
          {tasks.map(([icon, label]) => (
            <li key={label} className="flex items-center gap-3 rounded-2xl bg-bg/60 px-4 py-3 text-sm font-medium">
              <span className="flex size-8 items-center justify-center rounded-xl bg-fg/6" aria-hidden>
                {icon}
              </span>
              <span className="flex-1">{label}</span>
              <span className="text-xs font-semibold text-amber-600 dark:text-amber-400">+{SOCIAL_TASK_SHARES}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">{t('publicPages.campaigns.rewardsWhere')}</p>
        <Button
          auth
          round
          className="mt-4"
          data-testid="campaign-open-tasks"
          onClick={() => useModalStore.getState().openRewards()}
        >
          {signedIn ? t('publicPages.campaigns.openTasks') : t('publicPages.campaigns.signInTasks')}
        </Button>
        <p className="mt-4 text-xs text-muted">{t('publicPages.campaigns.rewardsNote')}</p>
      </section>
      <Section title={t('publicPages.campaigns.inviteTitle')}>
        <p className="text-[15px] leading-relaxed text-muted">{t('publicPages.campaigns.inviteBody')}</p>
      </Section>
      <Section title={t('publicPages.campaigns.creatorsTitle')}>
        <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 sm:flex-row sm:items-center">
          <span
            className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent/12 text-accent"
            aria-hidden
          >
            <Percent className="size-5" />
          </span>
          <p className="flex-1 text-[15px] leading-relaxed text-muted">{t('publicPages.campaigns.creatorsBody')}</p>
          <LinkButton to="/settings/subscription" kind="secondary">
            {t('publicPages.campaigns.creatorsAction')}
          </LinkButton>
        </div>
      </Section>
    </article>
  );
}

export const CampaignsPage = publicPage(CampaignsPageView);
