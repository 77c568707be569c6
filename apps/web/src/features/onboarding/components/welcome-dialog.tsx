import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins, Heart, ImageIcon, Lock, MessageCircle, Sparkles, Star, Wallet } from 'lucide-react';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { useModalStore } from '../../../shared/stores/modal-store';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogShell, DialogTitle } from '../../../shared/ui/dialog-shell';

interface Slide {
  title: string;
  body: string;
  art: ReactNode;
}

function Art({ gradient, main, orbit }: { gradient: string; main: ReactNode; orbit: ReactNode[] }) {
  return (
    <div aria-hidden className={`relative flex h-48 items-center justify-center overflow-hidden rounded-2xl ${gradient}`}>
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.35),transparent_50%)]" />
      <div className="absolute size-36 rounded-full border border-white/25" />
      <div className="absolute size-52 rounded-full border border-white/15" />
      <div className="relative flex size-20 items-center justify-center rounded-3xl bg-white/20 text-white shadow-xl backdrop-blur">
        {main}
      </div>
      {orbit.map((icon, i) => (
        <div
          key={i}
          className={`absolute flex size-10 items-center justify-center rounded-2xl bg-white/25 text-white backdrop-blur ${
            ['start-10 top-8', 'end-12 top-12', 'start-16 bottom-8', 'end-8 bottom-10'][i] ?? ''
          }`}
        >
          {icon}
        </div>
      ))}
    </div>
  );
}

/** The first-run carousel: three slides, then "Get started"; closing it opens the rewards dialog. */
export function WelcomeDialog() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.welcomeOpen);
  const closeWelcome = () => useModalStore.getState().closeWelcome();
  const [index, setIndex] = useState(0);

  const slides: Slide[] = [
    {
      title: t('welcome.slide1Title', { brand: runtimeConfig.brandName }),
      body: t('welcome.slide1Body'),
      art: (
        <Art
          gradient="bg-gradient-to-br from-accent-soft via-accent to-fuchsia-500"
          main={<Heart className="size-10 fill-white/90" />}
          orbit={[<Sparkles key="a" className="size-5" />, <Star key="b" className="size-5" />, <MessageCircle key="c" className="size-5" />]}
        />
      ),
    },
    {
      title: t('welcome.slide2Title'),
      body: t('welcome.slide2Body'),
      art: (
        <Art
          gradient="bg-gradient-to-br from-rose-400 via-fuchsia-500 to-accent"
          main={<Lock className="size-10" />}
          orbit={[<ImageIcon key="a" className="size-5" />, <Star key="b" className="size-5" />, <Heart key="c" className="size-5" />]}
        />
      ),
    },
    {
      title: t('welcome.slide3Title'),
      body: t('welcome.slide3Body'),
      art: (
        <Art
          gradient="bg-gradient-to-br from-emerald-400 via-teal-500 to-accent"
          main={<Wallet className="size-10" />}
          orbit={[<Coins key="a" className="size-5" />, <Sparkles key="b" className="size-5" />, <Star key="c" className="size-5" />]}
        />
      ),
    },
  ];
  const last = index === slides.length - 1;
  const slide = slides[index] ?? slides[0];
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
      <div key={index} className="animate-slide-up">
        {slide.art}
        <DialogTitle className="mt-6 text-center text-xl font-bold tracking-tight" data-testid="welcome-title">
          {slide.title}
        </DialogTitle>
        <DialogDescription className="mt-2 text-center text-sm leading-relaxed text-muted">{slide.body}</DialogDescription>
      </div>
      <div className="mt-6 flex justify-center gap-2" role="tablist" aria-label={t('welcome.slides')}>
        {slides.map((s, i) => (
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
