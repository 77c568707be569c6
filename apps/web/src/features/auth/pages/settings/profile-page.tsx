import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { BIO_MAX, DISPLAY_NAME_MAX, ZProfileUpdateRequest } from '@fanlane/contracts/profile';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';
import { useUserStore } from '../../../../shared/stores/user-store';
import { SaveRow } from '../../../../shared/ui/save-row';
import { TextField } from '../../../../shared/ui/text-field';
import { personName } from '../../../../shared/ui/person-name';
import { updateProfile } from '../../api/auth-api';
import { ownProfileKey, useOwnProfile } from '../../api/use-own-profile';
import { AvatarUpload } from '../../components/avatar-upload';
import { fieldErrorText } from '../../components/field-errors';
import { FormError } from '../../components/form-error';
import { SettingsSection } from '../../components/settings-section';
import { settingsStrings } from '../../lib/settings-strings';

/** /settings/profile: picture, display name and bio. */
function ProfileSettingsPageView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const address = useUserStore((s) => s.address);
  const info = useUserStore((s) => s.info);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const profile = useOwnProfile(address);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(ZProfileUpdateRequest),
    defaultValues: { displayName: info?.displayName ?? '', bio: '' },
  });

  // The bio is only in the profile, not in the session's user info.
  useEffect(() => {
    if (profile.data) reset({ displayName: profile.data.displayName ?? '', bio: profile.data.bio ?? '' });
  }, [profile.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const updated = await updateProfile(values, { silent: true });
      const current = useUserStore.getState().info;
      if (current)
        useUserStore.getState().setInfo({ ...current, displayName: updated.displayName, avatar: updated.avatar });
      queryClient.setQueryData(ownProfileKey(address), updated);
      reset({ displayName: updated.displayName ?? '', bio: updated.bio ?? '' });
      setSaved(true);
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
    }
  });

  const bioLength = watch('bio')?.length ?? 0;
  const name = personName({ ...info, address });

  return (
    <SettingsSection
      title={t('routes.settingsProfile')}
      description={t('settings.profile.description')}
      testId="settings-profile"
    >
      <AvatarUpload name={name} />
      <hr className="my-6 border-line" />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <TextField
          label={t('settings.profile.displayName')}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          data-testid="profile-display-name"
          error={fieldErrorText(t, 'displayName', errors.displayName)}
          {...register('displayName')}
        />
        <div>
          <label htmlFor="profile-bio" className="mb-1.5 block text-sm font-medium text-fg/90">
            {t('settings.profile.bio')}
          </label>
          <textarea
            id="profile-bio"
            rows={5}
            maxLength={BIO_MAX}
            placeholder={t('settings.profile.bioPlaceholder')}
            data-testid="profile-bio"
            className="w-full resize-y rounded-xl border border-line bg-bg/60 px-3.5 py-3 text-[15px] outline-none placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20"
            {...register('bio')}
          />
          <div className="mt-1 flex justify-between text-[13px]">
            <span className="text-red-500 dark:text-red-400">{fieldErrorText(t, 'bio', errors.bio)}</span>
            <span className="text-muted">
              {bioLength}/{BIO_MAX}
            </span>
          </div>
        </div>
        <FormError message={failure} />
        <SaveRow
          label={t('common.save')}
          saving={isSubmitting}
          dirty={isDirty}
          saved={saved}
          testId="profile-save"
          savedTestId="profile-saved"
        />
      </form>
    </SettingsSection>
  );
}

export const ProfileSettingsPage = settingsStrings.wrap(ProfileSettingsPageView);
