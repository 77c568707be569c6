/** /partner: who we work with and how, ending in the contact form with the partnership topic chosen. */
import { Building2, CreditCard, Megaphone, MessagesSquare, Send } from 'lucide-react';
import { Card, LinkButton, Section } from '../components/blocks';
import { PageHero, publicPage, usePageT } from '../components/public-page';

/** To the contact form, the partnership topic chosen. */
function PartnerCta({ testId }: { testId: string }) {
  const t = usePageT();
  return (
    <LinkButton to="/contact?topic=partner" testId={testId}>
      <Send className="size-4" aria-hidden />
      {t('publicPages.partner.cta')}
    </LinkButton>
  );
}

function PartnerPageView() {
  const t = usePageT();
  const steps = [1, 2, 3] as const;
  return (
    <article data-testid="partner-page">
      <PageHero
        eyebrow={t('publicPages.partner.eyebrow')}
        title={t('publicPages.partner.title')}
        lead={t('publicPages.partner.lead')}
      >
        <div className="mt-6">
          <PartnerCta testId="partner-cta-top" />
        </div>
      </PageHero>
      <Section title={t('publicPages.partner.whoTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card icon={<Building2 className="size-5" />} title={t('publicPages.partner.agenciesTitle')}>
            {t('publicPages.partner.agenciesBody')}
          </Card>
          <Card icon={<Megaphone className="size-5" />} title={t('publicPages.partner.brandsTitle')}>
            {t('publicPages.partner.brandsBody')}
          </Card>
          <Card icon={<MessagesSquare className="size-5" />} title={t('publicPages.partner.communitiesTitle')}>
            {t('publicPages.partner.communitiesBody')}
          </Card>
          <Card icon={<CreditCard className="size-5" />} title={t('publicPages.partner.paymentsTitle')}>
            {t('publicPages.partner.paymentsBody')}
          </Card>
        </div>
      </Section>
      <Section title={t('publicPages.partner.howTitle')}>
        <ol className="grid gap-4 sm:grid-cols-3">
          {steps.map((step) => (
            <li key={step} className="rounded-3xl border border-line bg-surface p-5">
              <span
                className="flex size-8 items-center justify-center rounded-full bg-accent text-sm font-bold text-white"
                aria-hidden
              >
                {step}
              </span>
              <h3 className="mt-3 font-semibold">{t(`publicPages.partner.step${step}Title`)}</h3>
              <p className="mt-1 text-[15px] text-muted">{t(`publicPages.partner.step${step}Body`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <PartnerCta testId="partner-cta" />
        </div>
      </Section>
    </article>
  );
}

export const PartnerPage = publicPage(PartnerPageView);
