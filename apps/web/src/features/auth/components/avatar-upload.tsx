import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import { AVATAR_MAX_BYTES } from '@fanlane/contracts/profile';
import { useUserStore } from '../../../shared/stores/user-store';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { uploadAvatar } from '../api/auth-api';
import { serverErrorMessage } from './field-errors';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Pick a picture, see it at once, upload it with a progress bar; the server crops it square. */
export function AvatarUpload({ name }: { name: string }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
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
    if (!ACCEPTED.includes(file.type)) return setError(t('settings.profile.avatarType'));
    if (file.size > AVATAR_MAX_BYTES) {
      return setError(t('settings.profile.avatarTooLarge', { mb: Math.round(AVATAR_MAX_BYTES / 1024 / 1024) }));
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const profile = await uploadAvatar(file, { silent: true });
      const current = useUserStore.getState().info;
      if (current) useUserStore.getState().setInfo({ ...current, avatar: profile.avatar });
      setPreview(null);
    } catch (failure) {
      setPreview(null);
      setError(serverErrorMessage(t, failure));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-center gap-5">
      <div className="relative">
        <Avatar src={preview ?? info?.avatar} name={name} size="xl" className={uploading ? 'opacity-60' : ''} />
        <button
          type="button"
          onClick={() => input.current?.click()}
          aria-label={t('settings.profile.changeAvatar')}
          className="absolute -end-1 -bottom-1 flex size-9 cursor-pointer items-center justify-center rounded-full border-4 border-surface bg-accent text-white"
        >
          <Camera className="size-4" />
        </button>
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t('settings.profile.avatar')}</p>
        <p className="mt-0.5 text-xs text-muted">{t('settings.profile.avatarHint')}</p>
        {uploading ? (
          <div
            role="progressbar"
            aria-label={t('settings.profile.uploading')}
            data-testid="avatar-progress"
            className="mt-3 h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-fg/10"
          >
            <div className="h-full w-1/3 animate-indeterminate rounded-full bg-accent" />
          </div>
        ) : (
          <Button type="cancel" className="mt-3" onClick={() => input.current?.click()} data-testid="avatar-choose">
            {t('settings.profile.chooseAvatar')}
          </Button>
        )}
        {error && (
          <p role="alert" className="mt-2 text-[13px] text-red-500 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        className="hidden"
        data-testid="avatar-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
    </div>
  );
}
