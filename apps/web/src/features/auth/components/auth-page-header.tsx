import { Link } from 'react-router';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { LanguageSelect } from '../../../shared/ui/language-select';
import { Logo } from '../../../shared/ui/logo';
import { ThemeToggle } from '../../../shared/ui/theme-toggle';

export function AuthPageHeader() {
  return (
    <header className="relative z-10 mx-auto flex h-16 w-full max-w-6xl items-center px-4 md:h-20 md:px-8">
      <Link to="/" aria-label={runtimeConfig.brandName}>
        <Logo name={runtimeConfig.brandName} />
      </Link>
      <div className="ms-auto flex items-center gap-1">
        <ThemeToggle />
        <LanguageSelect />
      </div>
    </header>
  );
}

/** The glow behind the auth pages. */
export function AuthBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -top-64 start-1/2 size-[52rem] -translate-x-1/2 bg-radial from-accent/25 to-transparent to-70% rtl:translate-x-1/2" />
      <div className="absolute -bottom-72 -end-48 size-[44rem] bg-radial from-fuchsia-500/15 to-transparent to-70%" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgba(127,127,160,0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgba(127,127,160,0.07)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
    </div>
  );
}
