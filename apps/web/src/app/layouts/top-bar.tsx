import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { runtimeConfig } from '../../shared/lib/runtime-config';
import { useUserStore, selectIsLoggedIn } from '../../shared/stores/user-store';
import { Button } from '../../shared/ui/button';
import { Logo, LogoMark } from '../../shared/ui/logo';
import { LanguageSelect } from '../../shared/ui/language-select';
import { ThemeToggle } from '../../shared/ui/theme-toggle';
import { CreatorSearch } from '../../features/discover/components/creator-search';
import { BalanceChip } from '../../features/wallet/components/balance-chip';

// Signed-in users only: its dropdown (Radix, floating-ui) stays out of an anonymous first view.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Sticky header: the brand on phones, then theme, language and the account. */
export function TopBar({ showBrandOnDesktop = false }: { showBrandOnDesktop?: boolean }) {
  const { t } = useTranslation();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/95 pt-(--fl-safe-top)">
      <div className="flex h-16 items-center gap-2 px-4 md:px-6">
        <Link
          to={isLoggedIn ? '/home' : '/'}
          className={showBrandOnDesktop ? '' : 'md:hidden'}
          aria-label={runtimeConfig.brandName}
        >
          {isLoggedIn ? (
            // Signed in, a phone's header also holds the balance: the mark alone leaves it room.
            <>
              <LogoMark className="size-8 sm:hidden" />
              <span className="hidden sm:inline">
                <Logo name={runtimeConfig.brandName} />
              </span>
            </>
          ) : (
            <Logo name={runtimeConfig.brandName} />
          )}
        </Link>
        <div className="ms-auto flex items-center gap-1">
          <CreatorSearch />
          <ThemeToggle />
          <LanguageSelect />
          {isLoggedIn ? (
            <>
              <BalanceChip className="ms-1" />
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            </>
          ) : (
            // One line in every language: a narrower padding on phones leaves the label room to fit.
            <Button auth round className="ms-1 shrink-0 whitespace-nowrap px-3! sm:px-4!" data-testid="topbar-sign-in">
              {t('common.signIn')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
