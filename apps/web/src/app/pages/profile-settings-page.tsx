import { ProfileSettingsPage } from '../../features/auth/pages/settings/profile-page';
import { CreatorPageSettings } from '../../features/creator-page/pages/creator-page-settings';

/** /settings/profile: the profile everyone has, then (for creators) their page's cover and links. */
export function ProfileSettingsRoutePage() {
  return (
    <div className="space-y-10">
      <ProfileSettingsPage />
      <CreatorPageSettings />
    </div>
  );
}
