/** /about: what the product is, for fans and for creators, and who runs this site. */
import { Coins, Globe2, HeartHandshake, Languages, Scale, Send, Sparkles, Users } from 'lucide-react';
import { Card, LinkButton } from '../components/blocks';
import { PageHero, publicPage, usePageT } from '../components/public-page';

function AboutPageView() {
  const t = usePageT();
  const facts = [
    [<Languages key="l" className="size-5" />, t('publicPages.about.factLanguages')],
    [<Coins key="c" className="size-5" />, t('publicPages.about.factCurrencies')],
    [<Send key="s" className="size-5" />, t('publicPages.about.factTelegram')],
  ] as const;
  return (
    <article data-testid="about-page">
      <PageHero
        eyebrow={t('publicPages.about.eyebrow')}
        title={t('publicPages.about.title')}
        lead={t('publicPages.about.lead')}
      />
      <ul className="mb-10 grid gap-3 sm:grid-cols-3">
        {facts.map(([icon, label]) => (
          <li key={label} className="flex items-center gap-3 rounded-2xl bg-fg/5 px-4 py-3 text-sm font-medium">
            <span className="text-accent" aria-hidden>
              {icon}
            </span>
            {label}
          </li>
        ))}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card level="h2" icon={<Users className="size-5" />} title={t('publicPages.about.fansTitle')}>
          {t('publicPages.about.fansBody')}
        </Card>
        <Card level="h2" icon={<Sparkles className="size-5" />} title={t('publicPages.about.creatorsTitle')}>
          {t('publicPages.about.creatorsBody')}
        </Card>
        <Card level="h2" icon={<Scale className="size-5" />} title={t('publicPages.about.moneyTitle')}>
          {t('publicPages.about.moneyBody')}
        </Card>
        <Card level="h2" icon={<HeartHandshake className="size-5" />} title={t('publicPages.about.runTitle')}>
          {t('publicPages.about.runBody')}
        </Card>
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <LinkButton to="/ourMission">
          <Globe2 className="size-4" aria-hidden />
          {t('publicPages.about.missionLink')}
        </LinkButton>
        <LinkButton to="/faq" kind="secondary">
          {t('publicPages.about.faqLink')}
        </LinkButton>
      </div>
    </article>
  );
}

export const AboutPage = publicPage(AboutPageView);
