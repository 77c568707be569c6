/**
 * The full-screen start-up overlay (spec section 1): shown from the first paint, removed with a
 * 0.3 s fade once the router has rendered its first page or failed. Continue lets the user past it
 * should start-up hang.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import { create } from 'zustand';
import { LOADING_FADE_MS } from '@fanlane/contracts/constants';
import { runtimeConfig } from '../shared/lib/runtime-config';
import { LogoMark } from '../shared/ui/logo';
import { Spinner } from '../shared/ui/spinner';

/** Continue appears only when start-up takes longer than this. */
const CONTINUE_AFTER_MS = 2_500;

interface StartupState {
  ready: boolean;
  markReady: () => void;
}

export const useStartupStore = create<StartupState>()((set) => ({
  ready: false,
  markReady: () => set({ ready: true }),
}));

export function markAppReady(): void {
  useStartupStore.getState().markReady();
}

export function StartupOverlay() {
  const { t } = useTranslation();
  const ready = useStartupStore((s) => s.ready);
  const markReady = useStartupStore((s) => s.markReady);
  const [removed, setRemoved] = useState(false);
  const [showContinue, setShowContinue] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setShowContinue(true), CONTINUE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!ready) return undefined;
    const timer = window.setTimeout(() => setRemoved(true), LOADING_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  if (removed) return null;
  return (
    <div
      data-testid="startup-overlay"
      aria-busy={!ready}
      className={`fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-bg transition-opacity duration-300 ${
        ready ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_50%_35%,rgba(124,92,255,0.22),transparent_55%)]" />
      <div className="relative flex flex-col items-center gap-4">
        <LogoMark className="size-16 drop-shadow-[0_10px_30px_rgba(124,92,255,0.45)]" />
        <p className="text-xl font-semibold tracking-tight">{runtimeConfig.brandName}</p>
        <Spinner className="size-5 text-muted" />
      </div>
      <button
        type="button"
        onClick={markReady}
        className={`relative rounded-full border border-line px-5 py-2 text-sm font-medium text-muted transition-opacity hover:text-fg ${
          showContinue ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
      >
        {t('common.continue')}
      </button>
    </div>
  );
}
