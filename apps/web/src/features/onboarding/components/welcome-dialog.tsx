import { useState } from 'react';
import { useTranslation } from '#i18n';
import { Coins, Heart, ImageIcon, Lock, MessageCircle, Sparkles, Star, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { useModalStore } from '../../../shared/stores/modal-store';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogShell, DialogTitle } from '../../../shared/ui/dialog-shell';
import { onboardingStrings } from '../lib/onboarding-strings';

interface Slide {
  /** Translation keys. */
  title: string;
  body: string;
  gradient: string;
  icon: LucideIcon;
  iconClassName: string;
  /** The small icons around the big one. */
  orbit: LucideIcon[];
}

const SLIDES: Slide[] = [
  {
    title: 'welcome.slide1Title',
    body: 'welcome.slide1Body',
    gradient: 'bg-gradient-to-br from-accent-soft via-accent to-fuchsia-500',
    icon: Heart,
    iconClassName: 'size-10 fill-white/90',
    orbit: [Sparkles, Star, MessageCircle],
  },
  {
    title: 'welcome.slide2Title',
    body: 'welcome.slide2Body',
    gradient: 'bg-gradient-to-br from-rose-400 via-fuchsia-500 to-accent',
    icon: Lock,
    iconClassName: 'size-10',
    orbit: [ImageIcon, Star, Heart],
  },
  {
    title: 'welcome.slide3Title',
    body: 'welcome.slide3Body',
    gradient: 'bg-gradient-to-br from-emerald-400 via-teal-500 to-accent',
    icon: Wallet,
    iconClassName: 'size-10',
    orbit: [Coins, Sparkles, Star],
  },
];

const ORBIT_PLACES = ['start-10 top-8', 'end-12 top-12', 'start-16 bottom-8', 'end-8 bottom-10'];

/** One slide: its picture, title and text. */
function WelcomeSlide({ slide }: { slide: Slide }) {
  const { t } = useTranslation();
  const Icon = slide.icon;
  return (
    <div className="animate-slide-up">
      <div
        aria-hidden
        className={`relative flex h-48 items-center justify-center overflow-hidden rounded-2xl ${slide.gradient}`}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.35),transparent_50%)]" />
        <div className="absolute size-36 rounded-full border border-white/25" />
        <div className="absolute size-52 rounded-full border border-white/15" />
        <div className="relative flex size-20 items-center justify-center rounded-3xl bg-white/20 text-white shadow-xl backdrop-blur">
          <Icon className={slide.iconClassName} />
        </div>
        {slide.orbit.map((OrbitIcon, i) => (
          <div
            key={i}
            className={`absolute flex size-10 items-center justify-center rounded-2xl bg-white/25 text-white backdrop-blur ${ORBIT_PLACES[i] ?? ''}`}
          >
            <OrbitIcon className="size-5" />
          </div>
        ))}
      </div>
      {/* Only the first title names the brand; the others have no {{brand}} to fill. */}
      <DialogTitle className="mt-6 text-center text-xl font-bold tracking-tight" data-testid="welcome-title">
        {t(slide.title, { brand: runtimeConfig.brandName })}
      </DialogTitle>
      <DialogDescription className="mt-2 text-center text-sm leading-relaxed text-muted">
        {t(slide.body)}
      </DialogDescription>
    </div>
  );
}

/** The first-run carousel: three slides, then "Get started"; closing it opens the rewards dialog. */
function WelcomeDialogView() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.welcomeOpen);
  const closeWelcome = () => useModalStore.getState().closeWelcome();
  const [index, setIndex] = useState(0);

  const last = index === SLIDES.length - 1;
  const slide = SLIDES[index] ?? SLIDES[0];
  if (!slide) return null;

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) closeWelcome();
      }}
      closeLabel={t('common.close')}
      size="sm"
      testId="welcome-dialog"
    >
      <WelcomeSlide key={index} slide={slide} />
      <div className="mt-6 flex justify-center gap-2" role="tablist" aria-label={t('welcome.slides')}>
        {SLIDES.map((s, i) => (
          <button
            key={s.title}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-label={t('welcome.goToSlide', { number: i + 1 })}
            onClick={() => setIndex(i)}
            className={`h-2 cursor-pointer rounded-full transition-all ${i === index ? 'w-6 bg-accent' : 'w-2 bg-fg/20 hover:bg-fg/35'}`}
          />
        ))}
      </div>
      {last ? (
        <Button round className="mt-6 w-full" onClick={closeWelcome} data-testid="welcome-get-started">
          {t('welcome.getStarted')}
        </Button>
      ) : (
        <Button round className="mt-6 w-full" onClick={() => setIndex(index + 1)} data-testid="welcome-next">
          {t('welcome.next')}
        </Button>
      )}
    </DialogShell>
  );
}

export const WelcomeDialog = onboardingStrings.wrap(WelcomeDialogView);
