/**
 * `useTranslation` for components, as react-i18next's: `t` and the translator, re-rendered after a
 * change of language with a new `t` (so what a component memoised on `t` is made again).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index';
import type { TFunction, Translator } from './translator';

export type { TFunction, TOptions } from './translator';

let generation = 0;
i18n.onLanguageChanged(() => {
  generation += 1;
});
const subscribe = (listener: () => void) => i18n.onLanguageChanged(listener);
const snapshot = () => generation;

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const t = useMemo<TFunction>(
    // A new function per language, as react-i18next gives.
    () => (key: string, options?: Parameters<TFunction>[1]) => i18n.t(key, options),
    [current],
  );
  return { t, i18n };
}
