/** /ourMission: what the product stands for, as principles it actually keeps. */
import { BadgePercent, Languages, LifeBuoy, ShieldCheck, Scale, UserRoundCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../components/blocks';
import { InlineText } from '../components/rich-text';
import { PageHero, publicPage, usePageT } from '../components/public-page';

const PRINCIPLES: Array<[key: string, icon: ReactNode]> = [
  ['own', <UserRoundCheck key="own" className="size-5" />],
  ['fees', <BadgePercent key="fees" className="size-5" />],
  ['privacy', <ShieldCheck key="privacy" className="size-5" />],
  ['safety', <LifeBuoy key="safety" className="size-5" />],
  ['ledger', <Scale key="ledger" className="size-5" />],
  ['language', <Languages key="language" className="size-5" />],
];

function MissionPageView() {
  const t = usePageT();
  return (
    <article data-testid="mission-page">
      <PageHero
        eyebrow={t('publicPages.mission.eyebrow')}
        title={t('publicPages.mission.title')}
        lead={t('publicPages.mission.lead')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {PRINCIPLES.map(([key, icon]) => (
          <Card key={key} level="h2" icon={icon} title={t(`publicPages.mission.${key}Title`)}>
            {t(`publicPages.mission.${key}Body`)}
          </Card>
        ))}
      </div>
      <p className="mt-10 text-[17px]">
        <InlineText text={t('publicPages.mission.closing')} />
      </p>
    </article>
  );
}

export const MissionPage = publicPage(MissionPageView);
