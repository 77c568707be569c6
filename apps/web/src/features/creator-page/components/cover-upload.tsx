import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useTranslation } from '#i18n';
import { COVER_HEIGHT, COVER_MAX_BYTES, COVER_WIDTH } from '@fanlane/contracts/profile';
import type { TProfile } from '@fanlane/contracts/profile';
import { megabytes, useImageUpload } from '../../../shared/lib/use-image-upload';
import { BusyBar } from '../../../shared/ui/busy-bar';
import { Button } from '../../../shared/ui/button';
import { creatorPageKeys, uploadCover } from '../api/creator-page-api';
import { CreatorCover } from './creator-cover';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

interface CoverUploadProps {
  creatorDomain: string;
  address: string;
  cover: string | null;
}

/** Pick a wide picture, see it at once, upload it with a progress bar; the server crops it to 3:1. */
export function CoverUpload({ creatorDomain, address, cover }: CoverUploadProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mb = megabytes(COVER_MAX_BYTES);
  const { preview, uploading, error, choose, inputProps } = useImageUpload({
    accepted: ACCEPTED,
    maxBytes: COVER_MAX_BYTES,
    wrongType: t('creatorPage.settings.coverType'),
    tooLarge: t('creatorPage.settings.coverTooLarge', { mb }),
    upload: async (file) => {
      const profile = await uploadCover(file, creatorDomain, { silent: true });
      queryClient.setQueryData<TProfile>(creatorPageKeys.settings(address), profile);
      await queryClient.invalidateQueries({ queryKey: creatorPageKeys.profile(creatorDomain) });
    },
  });

  return (
    <div>
      <p className="text-sm font-semibold">{t('creatorPage.settings.cover')}</p>
      <p className="mt-0.5 mb-3 text-xs text-muted">
        {t('creatorPage.settings.coverHint', { width: COVER_WIDTH, height: COVER_HEIGHT, mb })}
      </p>
      <div className="relative">
        <CreatorCover src={preview ?? cover} className={uploading ? 'opacity-60' : ''} />
        <button
          type="button"
          onClick={choose}
          aria-label={t('creatorPage.settings.changeCover')}
          className="absolute end-3 bottom-3 inline-flex cursor-pointer items-center gap-2 rounded-full bg-black/55 px-3.5 py-2 text-sm font-semibold text-white backdrop-blur transition-colors hover:bg-black/70"
        >
          <ImageUp className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('creatorPage.settings.changeCover')}</span>
        </button>
      </div>
      {uploading && <BusyBar label={t('settings.profile.uploading')} testId="cover-progress" className="mt-3" />}
      {!uploading && !cover && !preview && (
        <Button type="cancel" className="mt-3" onClick={choose} data-testid="cover-choose">
          {t('creatorPage.settings.chooseCover')}
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-[13px] text-red-500 dark:text-red-400">
          {error}
        </p>
      )}
      <input {...inputProps} data-testid="cover-input" />
    </div>
  );
}
