/**
 * The error catalogue's messages (packages/contracts/src/error-messages) in the interface
 * language, for the contact form's own checks: the same words the server answers with. One
 * language's file loads when the form first needs it; English stands in while it loads.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';
import type { Locale } from '@fanlane/contracts/locales';
import { getCurrentLocale } from '../../../i18n';
import { errorMessagesOf, type ErrorMessages } from '../../../shared/lib/error-catalogue';

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => params[name] ?? match);

export type CatalogueMessage = (name: ErrorName, params?: Record<string, string>) => string;

/** The catalogue's message for an error in the interface language (English until that file is in). */
export function useCatalogue(): CatalogueMessage {
  useTranslation();
  const lng = getCurrentLocale();
  const [tables, setTables] = useState<{ lng: Locale; own: ErrorMessages; en: ErrorMessages } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([errorMessagesOf(lng), errorMessagesOf('en')]).then(([own, en]) => {
      if (current) setTables({ lng, own, en });
    });
    return () => {
      current = false;
    };
  }, [lng]);
  return (name, params = {}) => {
    const key = ERRORS[name].key;
    const own = tables?.lng === lng ? tables.own[key] : undefined;
    return fill(own ?? tables?.en[key] ?? key, params);
  };
}
