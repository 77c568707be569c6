import { Banknote, Crown, HandCoins, LockOpen, MessageCircleHeart, ShieldCheck, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { useUserStore, selectIsLoggedIn } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';

const FEATURES: Array<{ icon: LucideIcon; key: string; tint: string }> = [
  { icon: Crown, key: 'subscriptions', tint: 'bg-accent/15 text-accent' },
  { icon: LockOpen, key: 'ppv', tint: 'bg-rose-500/15 text-rose-500' },
  { icon: MessageCircleHeart, key: 'messages', tint: 'bg-sky-500/15 text-sky-500' },
  { icon: HandCoins, key: 'tips', tint: 'bg-amber-500/15 text-amber-500' },
  { icon: Banknote, key: 'payouts', tint: 'bg-emerald-500/15 text-emerald-500' },
  { icon: ShieldCheck, key: 'privacy', tint: 'bg-fuchsia-500/15 text-fuchsia-500' },
];

const CURRENCIES = ['USD', 'USDT', 'ETH', 'SOL', 'Stars'];

// Illustrative figures for the preview card; not anyone's real earnings.
const PREVIEW_ROWS: Array<{ key: string; amount: string; share: number; bar: string }> = [
  { key: 'subscriptions', amount: '$1,240', share: 64, bar: 'bg-accent' },
  { key: 'ppv', amount: '$380', share: 20, bar: 'bg-rose-500' },
  { key: 'messages', amount: '$210', share: 11, bar: 'bg-sky-500' },
  { key: 'tips', amount: '$95', share: 5, bar: 'bg-amber-500' },
];

/** A month of a creator's income, drawn from shapes: what the page is selling. */
function EarningsPreview() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-12 bg-radial from-accent/30 via-fuchsia-500/15 to-transparent to-70%" />
      <div className="relative rounded-3xl border border-line bg-surface p-5 shadow-2xl shadow-black/20">
        <p className="text-xs font-medium text-muted">{t('creators.intro.previewMonth')}</p>
        <p className="mt-1 text-3xl font-extrabold tracking-tight">$1,925.00</p>
        <div className="mt-4 flex h-2 overflow-hidden rounded-full bg-fg/8">
          {PREVIEW_ROWS.map((row) => (
            <span key={row.key} className={row.bar} style={{ width: `${row.share}%` }} />
          ))}
        </div>
        <ul className="mt-4 space-y-2.5">
          {PREVIEW_ROWS.map((row) => (
            <li key={row.key} className="flex items-center gap-2.5 text-sm">
              <span className={`size-2.5 rounded-full ${row.bar}`} />
              <span className="flex-1 text-fg/80">{t(`creators.intro.features.${row.key}Title`)}</span>
              <span className="font-semibold tabular-nums">{row.amount}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -end-3 -top-6 rotate-[4deg] rounded-2xl border border-line bg-surface px-4 py-3 shadow-xl shadow-black/25">
        <p className="text-xs text-muted">{t('creators.intro.previewPayout')}</p>
        <p className="text-lg font-bold text-emerald-500">+1,500 USDT</p>
      </div>
    </div>
  );
}

function StartButton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      auth
      round
      className="min-h-12 px-6 text-[15px]"
      onClick={() => void navigate('/becomeCreatorApply')}
      data-testid={testId}
    >
      <Sparkles className="size-4" aria-hidden />
      {t('creators.intro.start')}
    </Button>
  );
}

/** /becomeCreatorIntro: why open a creator page here, and the way in. */
export function BecomeCreatorIntroPage() {
  const { t } = useTranslation();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const brand = runtimeConfig.brandName;

  return (
    // Wider than the standalone column on large screens: a sales page needs the room.
    <div className="space-y-16 md:space-y-20 lg:-mx-24 xl:-mx-32" data-testid="become-creator-intro">
      <section className="grid items-center gap-14 md:grid-cols-[1fr_20rem] md:gap-10 lg:grid-cols-[1fr_22rem] lg:gap-16">
        <div className="animate-slide-up">
          <span className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-xs font-semibold text-accent">
            <Sparkles className="size-3.5" aria-hidden />
            {t('creators.intro.eyebrow')}
          </span>
          <h1 className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight md:text-5xl">
            {t('creators.intro.titleStart')}{' '}
            <span className="bg-gradient-to-r from-accent-soft via-accent to-fuchsia-400 bg-clip-text text-transparent">
              {t('creators.intro.titleHighlight')}
            </span>
          </h1>
          <p className="mt-5 text-base leading-relaxed text-muted md:text-lg">
            {t('creators.intro.subtitle', { brand })}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
            <StartButton testId="intro-start" />
            {isLoggedIn && (
              <Link
                to="/becomeCreator"
                className="text-sm font-semibold text-accent hover:underline"
                data-testid="intro-status"
              >
                {t('creators.intro.statusLink')}
              </Link>
            )}
          </div>
          <p className="mt-5 inline-flex items-center gap-2 text-sm text-muted">
            <ShieldCheck className="size-4 shrink-0 text-emerald-500" aria-hidden />
            {t('creators.intro.reassurance')}
          </p>
        </div>
        <EarningsPreview />
      </section>

      <section aria-labelledby="intro-features">
        <h2 id="intro-features" className="text-2xl font-bold tracking-tight md:text-3xl">
          {t('creators.intro.featuresTitle')}
        </h2>
        <p className="mt-2 text-[15px] text-muted">{t('creators.intro.featuresSubtitle')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, key, tint }) => (
            <li
              key={key}
              className="rounded-3xl border border-line bg-surface p-5 transition-colors hover:border-accent/40"
            >
              <span className={`flex size-11 items-center justify-center rounded-2xl ${tint}`}>
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{t(`creators.intro.features.${key}Title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{t(`creators.intro.features.${key}Body`)}</p>
              {key === 'payouts' && (
                <div className="mt-3 flex flex-wrap gap-1.5">
                  {CURRENCIES.map((currency) => (
                    <span key={currency} className="rounded-full bg-fg/6 px-2.5 py-1 text-xs font-semibold text-fg/80">
                      {currency}
                    </span>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="intro-steps">
        <h2 id="intro-steps" className="text-2xl font-bold tracking-tight md:text-3xl">
          {t('creators.intro.stepsTitle')}
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {[1, 2, 3].map((step) => (
            <li key={step} className="relative rounded-3xl border border-line bg-surface p-5">
              <span className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-accent-soft to-accent-strong text-sm font-bold text-white">
                {step}
              </span>
              <h3 className="mt-4 font-semibold">{t(`creators.intro.step${step}Title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{t(`creators.intro.step${step}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="relative overflow-hidden rounded-[2rem] border border-accent/30 bg-gradient-to-br from-accent/20 via-accent/5 to-fuchsia-500/10 px-6 py-10 text-center md:px-10">
        <div
          className="absolute -top-40 left-1/2 size-96 -translate-x-1/2 bg-radial from-accent/25 to-transparent to-70%"
          aria-hidden
        />
        <div className="relative">
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{t('creators.intro.ctaTitle')}</h2>
          <p className="mx-auto mt-2 max-w-md text-[15px] text-muted">{t('creators.intro.ctaBody')}</p>
          <div className="mt-6 flex justify-center">
            <StartButton testId="intro-start-bottom" />
          </div>
        </div>
      </section>
    </div>
  );
}
