/**
 * Strings that are not in the first view's bundle: a feature's sections (`features/<name>/locales/
 * <lng>.json`, each file holding whole top-level sections such as `{ "chat": {…} }`) load the first
 * time a page that needs them renders, in the current language and in English (the fallback, as
 * for the main files). The pages keep calling `t('<section>.…')`; they render behind `Gate` (or
 * `wrap`), which shows a fallback until the strings are there and loads them again after a
 * language switch.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { DEFAULT_LOCALE, LOCALE_BCP47 } from '@fanlane/contracts/locales';
import type { Locale } from '@fanlane/contracts/locales';
import { getCurrentLocale, i18n } from './index';

type Messages = Record<string, unknown>;
/** `import.meta.glob('../locales/*.json', { import: 'default' })` of the feature's folder. */
export type SectionLoaders = Record<string, () => Promise<Messages>>;

export interface LazyStrings {
  /** Loads the sections in `lng` and in English; resolves when both are in (or failed: English, then keys, show). */
  load: (lng?: Locale) => Promise<void>;
  /** Whether the sections can be shown in `lng` now. */
  isReady: (lng?: Locale) => boolean;
  /** True once the sections are there in the interface language, loading them (again after a switch) as needed. */
  useReady: () => boolean;
  /** Shows `children` once the strings are there; `fallback` (the page's skeleton) until then. */
  Gate: (props: { children: ReactNode; fallback?: ReactNode }) => ReactNode;
  /** `Page` behind the Gate: what a route, a dialog or a floating button exports. */
  wrap: <P extends object>(Page: ComponentType<P>, fallback?: ReactNode) => ComponentType<P>;
}

export function defineLazyStrings(loaders: SectionLoaders): LazyStrings {
  const done = new Set<Locale>();
  const loading = new Map<Locale, Promise<void>>();
  const listeners = new Set<() => void>();

  const loaderOf = (lng: Locale) =>
    Object.entries(loaders).find(([path]) => path.endsWith(`/${lng}.json`))?.[1] ?? null;

  const loadOne = (lng: Locale): Promise<void> => {
    if (done.has(lng)) return Promise.resolve();
    const running = loading.get(lng);
    if (running) return running;
    const promise = (async () => {
      try {
        const messages = await loaderOf(lng)?.();
        if (messages) i18n.addResourceBundle(LOCALE_BCP47[lng], messages, true);
      } catch {
        // A chunk that fails to load (offline, a new deploy) leaves the English fallback to show.
      }
      done.add(lng);
      loading.delete(lng);
      for (const listener of listeners) listener();
    })();
    loading.set(lng, promise);
    return promise;
  };

  const isReady = (lng: Locale = getCurrentLocale()) => done.has(DEFAULT_LOCALE) && done.has(lng);
  const load = async (lng: Locale = getCurrentLocale()) => {
    await Promise.all([loadOne(DEFAULT_LOCALE), loadOne(lng)]);
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function useReady(): boolean {
    // Re-renders when the language changes, so a switch loads the sections in the new language.
    useTranslation();
    const lng = getCurrentLocale();
    const ready = useSyncExternalStore(
      subscribe,
      () => isReady(lng),
      () => isReady(lng),
    );
    useEffect(() => {
      if (!ready) void load(lng);
    }, [ready, lng]);
    return ready;
  }

  function Gate({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
    return useReady() ? children : fallback;
  }

  function wrap<P extends object>(Page: ComponentType<P>, fallback: ReactNode = null) {
    function WithStrings(props: P) {
      return (
        <Gate fallback={fallback}>
          <Page {...props} />
        </Gate>
      );
    }
    WithStrings.displayName = `WithStrings(${Page.displayName ?? Page.name})`;
    return WithStrings;
  }

  return { load, isReady, useReady, Gate, wrap };
}
