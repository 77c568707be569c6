/**
 * The error catalogue's messages (packages/contracts/src/error-messages) in the interface language,
 * for what the server sends in English: the socket's AI errors. One language's file loads when it
 * is first needed; English, then the server's own words, stand in for what is missing.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { ErrorKey } from '@fanlane/contracts/errors';
import type { Locale } from '@fanlane/contracts/locales';
import { getCurrentLocale } from '../../../i18n';
import { errorMessagesOf as messagesOf } from '../../../shared/lib/error-catalogue';

export function errorKeyOf(code: number): ErrorKey | null {
  return Object.values(ERRORS).find((entry) => entry.code === code)?.key ?? null;
}

/** The catalogue's message for `code` in `lng` (English when that language lacks it); null when `code` is not in it. */
export async function catalogueMessage(code: number, lng: Locale): Promise<string | null> {
  const key = errorKeyOf(code);
  if (!key) return null;
  return (await messagesOf(lng))[key] ?? (await messagesOf('en'))[key] ?? null;
}

/** `fallback` (the server's words) until the catalogue's message in the interface language is there. */
export function useCatalogueMessage(code: number, fallback: string): string {
  useTranslation();
  const lng = getCurrentLocale();
  const [found, setFound] = useState<{ lng: Locale; code: number; text: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    void catalogueMessage(code, lng).then((text) => {
      if (current) setFound({ lng, code, text });
    });
    return () => {
      current = false;
    };
  }, [code, lng]);
  return (found?.lng === lng && found.code === code && found.text) || fallback;
}
