import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import {
  ArrowRight,
  Coins,
  Compass,
  Heart,
  Lock,
  MessageCircleHeart,
  Send,
  ShieldCheck,
  Sparkles,
  Star,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { Avatar } from '../../../shared/ui/avatar';
import { AuthPanel } from '../components/auth-panel';
import type { AuthView } from '../components/auth-panel';
import { AuthBackdrop, AuthPageHeader } from '../components/auth-page-header';
import { useSignedInRedirect } from '../components/use-signed-in-redirect';

const FEATURES: Array<{ icon: LucideIcon; key: string }> = [
  { icon: Star, key: 'landing.featureSubscriptions' },
  { icon: MessageCircleHeart, key: 'landing.featureChat' },
  { icon: Coins, key: 'landing.featureWallet' },
  { icon: Send, key: 'landing.featureTelegram' },
];

/** A creator card drawn from shapes and icons: what a fan's feed looks like. */
function PreviewCard() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative hidden w-full max-w-sm lg:block">
      <div className="absolute -inset-12 bg-radial from-accent/30 via-fuchsia-500/15 to-transparent to-70%" />
      <div className="relative rotate-[-2deg] rounded-3xl border border-line bg-surface p-4 shadow-2xl shadow-black/30">
        <div className="flex items-center gap-3">
          <Avatar name="Maya" size="md" />
          <div>
            <p className="text-sm font-semibold">Maya Rivers</p>
            <p className="text-xs text-muted">@mayarivers</p>
          </div>
          <span className="ms-auto rounded-full bg-accent/15 px-2.5 py-1 text-[11px] font-semibold text-accent">
            {t('landing.previewTier')}
          </span>
        </div>
        <div className="relative mt-4 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-amber-300 via-rose-400 to-accent">
          <div className="relative flex flex-col items-center gap-2 text-white">
            <Lock className="size-8" />
            <span className="rounded-full bg-black/35 px-3 py-1.5 text-xs font-semibold backdrop-blur">
              {t('landing.previewUnlock')}
            </span>
          </div>
        </div>
        <div className="mt-3 flex items-center gap-4 text-muted">
          <Heart className="size-5 fill-rose-500 text-rose-500" />
          <span className="text-xs">2.4k</span>
          <MessageCircleHeart className="size-5" />
          <span className="text-xs">186</span>
        </div>
      </div>
      <div className="absolute -end-6 -bottom-8 rotate-[4deg] rounded-2xl border border-line bg-surface px-4 py-3 shadow-xl shadow-black/30">
        <p className="text-xs text-muted">{t('landing.previewTip')}</p>
        <p className="text-lg font-bold text-emerald-500">+$25.00</p>
      </div>
    </div>
  );
}

/** The login route (/ and /login): the landing page with the sign-in card. */
export function LoginPage() {
  const { t } = useTranslation();
  const redirecting = useSignedInRedirect();
  const [view, setView] = useState<AuthView>('signin');
  const brand = runtimeConfig.brandName;
  if (redirecting) return null;

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-bg text-fg">
      <AuthBackdrop />
      <AuthPageHeader />
      <main className="relative z-10 mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 pt-4 pb-16 md:px-8 lg:grid-cols-[1fr_26rem] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8 lg:pt-12">
        <section className="animate-slide-up lg:col-start-1 lg:row-start-1">
          <span className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-xs font-semibold text-accent">
            <Sparkles className="size-3.5" aria-hidden />
            {t('landing.eyebrow')}
          </span>
          <h1 className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight md:text-6xl">
            {t('landing.titleStart')}{' '}
            <span className="bg-gradient-to-r from-accent-soft via-accent to-fuchsia-400 bg-clip-text text-transparent">
              {t('landing.titleHighlight')}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-muted md:text-lg">
            {t('landing.subtitle', { brand })}
          </p>
          {/* Looking around needs no account: the way in for visitors who are not ready to sign up. */}
          <Link
            to="/discover"
            data-testid="landing-discover"
            className="mt-6 inline-flex h-11 items-center gap-2 rounded-full border border-accent/40 bg-accent/10 px-5 text-sm font-semibold text-accent transition-colors hover:bg-accent/20"
          >
            <Compass className="size-4.5" aria-hidden />
            {t('landing.discover')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </section>

        <section
          aria-label={t('common.signIn')}
          data-testid="login-card"
          className="w-full self-start rounded-3xl border border-line bg-surface/95 p-6 shadow-2xl shadow-black/20 md:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <AuthPanel view={view} onViewChange={setView} />
        </section>

        <section className="lg:col-start-1 lg:row-start-2">
          <ul className="grid max-w-xl gap-3 sm:grid-cols-2">
            {FEATURES.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-3 text-sm font-medium">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-fg/6 text-accent">
                  <Icon className="size-4.5" aria-hidden />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
          <p className="mt-8 inline-flex items-center gap-2 text-sm text-muted">
            <ShieldCheck className="size-4 shrink-0 text-emerald-500" aria-hidden />
            {t('common.tagline')}
          </p>
          <div className="mt-12 flex justify-center lg:justify-start">
            <PreviewCard />
          </div>
        </section>
      </main>
      <footer className="relative z-10 border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted md:px-8">
          <span>
            © {new Date().getFullYear()} {brand}
          </span>
          <Link to="/about" className="hover:text-fg">
            {t('routes.about')}
          </Link>
          <Link to="/faq" className="hover:text-fg">
            {t('routes.faq')}
          </Link>
          <Link to="/contact" className="hover:text-fg">
            {t('routes.contact')}
          </Link>
          <Link to="/discover" className="hover:text-fg">
            {t('nav.discover')}
          </Link>
          <Link to="/becomeCreatorIntro" className="hover:text-fg">
            {t('landing.forCreators')}
          </Link>
        </div>
      </footer>
    </div>
  );
}
