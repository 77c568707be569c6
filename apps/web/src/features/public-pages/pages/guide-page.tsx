/**
 * /videoGuide: step-by-step guides for what people do most. There are no videos to show, so
 * each step is drawn with the icon the app itself uses for it and links to the page it describes.
 */
import {
  ArrowRight,
  Banknote,
  BarChart3,
  Bell,
  Compass,
  Crown,
  ImagePlus,
  Layers,
  LogIn,
  MessageCircle,
  Send,
  Sparkles,
  Star,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '../components/blocks';
import { PageHero, publicPage, usePageT } from '../components/public-page';

type Step = { icon: LucideIcon; to?: string };

const GUIDES: Array<{ id: 'fan' | 'creator' | 'telegram'; tone: string; steps: Step[] }> = [
  {
    id: 'fan',
    tone: 'from-sky-400 to-indigo-500',
    steps: [
      { icon: UserPlus, to: '/signup' },
      { icon: Compass, to: '/discover' },
      { icon: Wallet, to: '/topUp' },
      { icon: Crown },
      { icon: MessageCircle, to: '/chats' },
    ],
  },
  {
    id: 'creator',
    tone: 'from-fuchsia-400 to-violet-600',
    steps: [
      { icon: Sparkles, to: '/becomeCreatorIntro' },
      { icon: Layers, to: '/settings/subscription' },
      { icon: ImagePlus, to: '/createPost' },
      { icon: BarChart3, to: '/statistics' },
      { icon: Banknote, to: '/settings/paymentGatewayManagement' },
    ],
  },
  {
    id: 'telegram',
    tone: 'from-cyan-400 to-sky-600',
    steps: [
      { icon: Send },
      { icon: LogIn },
      { icon: Star, to: '/topUp/stars' },
      { icon: Bell, to: '/settings/telegramBot' },
    ],
  },
];

function GuidePageView() {
  const t = usePageT();
  return (
    <article data-testid="guide-page">
      <PageHero
        eyebrow={t('publicPages.guide.eyebrow')}
        title={t('publicPages.guide.title')}
        lead={t('publicPages.guide.lead')}
      />
      {GUIDES.map((guide) => (
        <Section key={guide.id} id={`guide-${guide.id}`} title={t(`publicPages.guide.${guide.id}Title`)}>
          <ol className="space-y-3" data-testid={`guide-${guide.id}`}>
            {guide.steps.map(({ icon: Icon, to }, index) => {
              const number = index + 1;
              const title = t(`publicPages.guide.${guide.id}${number}Title`);
              return (
                <li key={number} className="flex gap-4 rounded-3xl border border-line bg-surface p-4 sm:p-5">
                  <div
                    className={`relative flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-lg shadow-black/10 sm:size-20 ${guide.tone}`}
                    aria-hidden
                  >
                    <Icon className="size-8 sm:size-9" strokeWidth={1.75} />
                    <span className="absolute -end-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-bg text-xs font-bold text-fg ring-2 ring-line">
                      {number}
                    </span>
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                      {t('publicPages.guide.stepLabel', { number })}
                    </p>
                    <h3 className="mt-0.5 font-semibold">{title}</h3>
                    <p className="mt-1 text-[15px] leading-relaxed text-muted">
                      {t(`publicPages.guide.${guide.id}${number}Body`)}
                    </p>
                    {to && (
                      <Link
                        to={to}
                        aria-label={`${t('publicPages.guide.open')}: ${title}`}
                        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
                      >
                        {t('publicPages.guide.open')}
                        <ArrowRight className="size-3.5 rtl:rotate-180" aria-hidden />
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </Section>
      ))}
    </article>
  );
}

export const GuidePage = publicPage(GuidePageView);
