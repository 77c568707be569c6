import { useEffect } from 'react';
import { useTranslation } from '#i18n';
import type { TFunction } from '#i18n';
import { runtimeConfig } from '../shared/lib/runtime-config';
import { useMatches } from 'react-router';
import { currentRouteOf, currentTitleOf } from './route-meta';

/**
 * The document title: the route's own title when it has one ("Wallet | Fanlane"), else the brand
 * with the tagline (spec section 1). Title keys may use the route's params ({{domain}}).
 */
export function pageTitle(
  t: TFunction,
  titleKey: string | undefined,
  params: Record<string, string | undefined> = {},
  brand: string = runtimeConfig.brandName,
): string {
  if (!titleKey) return `${brand}: ${t('common.tagline')}`;
  return `${t(titleKey, params)} | ${brand}`;
}

/** The description meta always starts with the brand name. */
export function pageDescription(t: TFunction, brand: string = runtimeConfig.brandName): string {
  return `${brand}: ${t('meta.description')}`;
}

export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const current = currentRouteOf(matches);
  const titleKey = currentTitleOf(matches);
  const params = current?.params;
  const paramsKey = JSON.stringify(params ?? {});

  useEffect(() => {
    document.title = pageTitle(t, titleKey, params);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = pageDescription(t);
    // paramsKey stands for params; the language is part of t's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, titleKey, paramsKey]);
}
