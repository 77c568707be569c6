import { useTranslation } from '#i18n';
import { Camera } from 'lucide-react';
import { AVATAR_MAX_BYTES } from '@fanlane/contracts/profile';
import { megabytes, useImageUpload } from '../../../shared/lib/use-image-upload';
import { useUserStore } from '../../../shared/stores/user-store';
import { Avatar } from '../../../shared/ui/avatar';
import { BusyBar } from '../../../shared/ui/busy-bar';
import { Button } from '../../../shared/ui/button';
import { uploadAvatar } from '../api/auth-api';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Pick a picture, see it at once, upload it with a progress bar; the server crops it square. */
export function AvatarUpload({ name }: { name: string }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  const { preview, uploading, error, choose, inputProps } = useImageUpload({
    accepted: ACCEPTED,
    maxBytes: AVATAR_MAX_BYTES,
    wrongType: t('settings.profile.avatarType'),
    tooLarge: t('settings.profile.avatarTooLarge', { mb: megabytes(AVATAR_MAX_BYTES) }),
    upload: async (file) => {
      const profile = await uploadAvatar(file, { silent: true });
      const current = useUserStore.getState().info;
      if (current) useUserStore.getState().setInfo({ ...current, avatar: profile.avatar });
    },
  });

  return (
    <div className="flex items-center gap-5">
      <div className="relative">
        <Avatar src={preview ?? info?.avatar} name={name} size="xl" className={uploading ? 'opacity-60' : ''} />
        <button
          type="button"
          onClick={choose}
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
          <BusyBar label={t('settings.profile.uploading')} testId="avatar-progress" className="mt-3 max-w-48" />
        ) : (
          <Button type="cancel" className="mt-3" onClick={choose} data-testid="avatar-choose">
            {t('settings.profile.chooseAvatar')}
          </Button>
        )}
        {error && (
          <p role="alert" className="mt-2 text-[13px] text-red-500 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <input {...inputProps} data-testid="avatar-input" />
    </div>
  );
}
