import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { useUserStore } from '../../../shared/stores/user-store';
import { Notice } from '../../../shared/ui/notice';
import { useOwnPageProfile } from '../api/use-creator-profile';
import { CoverUpload } from '../components/cover-upload';
import { LinksForm } from '../components/links-form';

/** Under /settings/profile, for creators: the page's cover picture and its links. */
export function CreatorPageSettings() {
  const { t } = useTranslation();
  const address = useUserStore((s) => s.address);
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  const profile = useOwnPageProfile(address, creatorDomain !== null);
  if (!address || !creatorDomain) return null;

  return (
    <section data-testid="settings-creator-page" className="max-w-2xl">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="text-xl font-bold tracking-tight">{t('creatorPage.settings.title')}</h2>
          <p className="mt-1 text-sm text-muted">{t('creatorPage.settings.description')}</p>
        </div>
        <Link
          to={`/${creatorDomain}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
        >
          {t('creatorPage.settings.viewPage')}
          <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      </div>
      <div className="mt-4 space-y-6 rounded-3xl border border-line bg-surface p-5 md:p-6">
        {profile.isPending ? (
          <div aria-busy className="animate-pulse space-y-4">
            <div className="aspect-[3/1] rounded-3xl bg-fg/8" />
            <div className="h-11 rounded-xl bg-fg/8" />
          </div>
        ) : profile.isError ? (
          <Notice tone="error">{t('creatorPage.settings.loadError')}</Notice>
        ) : (
          <>
            <CoverUpload creatorDomain={creatorDomain} address={address} cover={profile.data.cover} />
            <hr className="border-line" />
            <LinksForm creatorDomain={creatorDomain} address={address} links={profile.data.links} />
          </>
        )}
      </div>
    </section>
  );
}
