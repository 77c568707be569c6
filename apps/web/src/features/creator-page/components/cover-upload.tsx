import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_HEIGHT, COVER_MAX_BYTES, COVER_WIDTH } from '@fanlane/contracts/profile';
import type { TProfile } from '@fanlane/contracts/profile';
import { ApiError } from '../../../shared/lib/request';
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
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!ACCEPTED.includes(file.type)) return setError(t('creatorPage.settings.coverType'));
    if (file.size > COVER_MAX_BYTES) {
      return setError(t('creatorPage.settings.coverTooLarge', { mb: Math.round(COVER_MAX_BYTES / 1024 / 1024) }));
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const profile = await uploadCover(file, creatorDomain, { silent: true });
      queryClient.setQueryData<TProfile>(creatorPageKeys.settings(address), profile);
      await queryClient.invalidateQueries({ queryKey: creatorPageKeys.profile(creatorDomain) });
      setPreview(null);
    } catch (failure) {
      setPreview(null);
      setError(failure instanceof ApiError && failure.message ? failure.message : t('errors.default'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <p className="text-sm font-semibold">{t('creatorPage.settings.cover')}</p>
      <p className="mt-0.5 mb-3 text-xs text-muted">
        {t('creatorPage.settings.coverHint', { width: COVER_WIDTH, height: COVER_HEIGHT, mb: Math.round(COVER_MAX_BYTES / 1024 / 1024) })}
      </p>
      <div className="relative">
        <CreatorCover src={preview ?? cover} className={uploading ? 'opacity-60' : ''} />
        <button
          type="button"
          onClick={() => input.current?.click()}
          aria-label={t('creatorPage.settings.changeCover')}
          className="absolute end-3 bottom-3 inline-flex cursor-pointer items-center gap-2 rounded-full bg-black/55 px-3.5 py-2 text-sm font-semibold text-white backdrop-blur transition-colors hover:bg-black/70"
        >
          <ImageUp className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('creatorPage.settings.changeCover')}</span>
        </button>
      </div>
      {uploading && (
        <div
          role="progressbar"
          aria-label={t('settings.profile.uploading')}
          data-testid="cover-progress"
          className="mt-3 h-1.5 w-full overflow-hidden rounded-full bg-fg/10"
        >
          <div className="h-full w-1/3 animate-indeterminate rounded-full bg-accent" />
        </div>
      )}
      {!uploading && !cover && !preview && (
        <Button type="cancel" className="mt-3" onClick={() => input.current?.click()} data-testid="cover-choose">
          {t('creatorPage.settings.chooseCover')}
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-[13px] text-red-500 dark:text-red-400">
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        className="hidden"
        data-testid="cover-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
    </div>
  );
}
