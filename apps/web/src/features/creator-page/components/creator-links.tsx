import { useTranslation } from '#i18n';
import type { TSocialLink } from '@fanlane/contracts/creator';
import { PlatformIcon } from './platform-icon';

/** What a link shows: its host and path, without the scheme or a trailing slash. */
function linkLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '');
    return `${parsed.host.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

/** The creator's links elsewhere, one chip per platform. */
export function CreatorLinks({ links }: { links: TSocialLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" data-testid="creator-links" aria-label={t('creatorPage.links')}>
      {links.map((link) => (
        <li key={link.platform}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            data-testid={`creator-link-${link.platform}`}
            title={t(`creators.platforms.${link.platform}`)}
            className="inline-flex max-w-64 items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-[13px] font-medium text-fg/85 transition-colors hover:border-accent/50 hover:text-accent"
          >
            <PlatformIcon platform={link.platform} className="size-4 shrink-0" />
            <span className="sr-only">{t(`creators.platforms.${link.platform}`)}: </span>
            <span className="truncate" dir="ltr">
              {linkLabel(link.url)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
