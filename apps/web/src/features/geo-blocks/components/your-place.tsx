import { MapPin } from 'lucide-react';
import { useTranslation } from '#i18n';
import { countryName } from '../../../shared/lib/countries';
import { isolate } from '../../../shared/ui/user-text';

/** Where the creator's own request comes from: what a block of theirs would catch. */
export function YourPlace({ ip, country, language }: { ip: string | null; country: string | null; language: string }) {
  const { t } = useTranslation();
  const place = country ? countryName(country, language) : t('geoBlocks.unknownCountry');
  return (
    <p className="flex items-start gap-2 text-[13px] text-muted" data-testid="geo-your-place">
      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {ip ? t('geoBlocks.yourPlace', { ip: isolate(ip), place: isolate(place) }) : t('geoBlocks.yourPlaceUnknown')}
      </span>
    </p>
  );
}

/** DB-IP's licence (CC BY 4.0) asks pages that use its results to credit it. */
export function GeoAttribution() {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-muted">
      <a href="https://db-ip.com" target="_blank" rel="noreferrer" className="underline hover:text-fg">
        {t('geoBlocks.attribution')}
      </a>
    </p>
  );
}
