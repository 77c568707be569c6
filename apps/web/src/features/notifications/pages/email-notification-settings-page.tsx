/**
 * /settings/emailNotifications: which items are also sent by e-mail. While notifications are
 * switched off (on /settings/notifications) none are, and the page says where to switch them on.
 */
import { useTranslation } from '#i18n';
import { ChannelSection, SettingsPageFrame } from '../components/channel-switches';
import { withNotificationStrings } from '../lib/notification-strings';

function EmailNotificationSettingsView() {
  const { t } = useTranslation();
  return (
    <SettingsPageFrame
      title={t('routes.settingsEmailNotifications')}
      description={t('notifications.settings.emailDescription')}
      testId="settings-email-notifications"
    >
      <ChannelSection channel="email" offText={t('notifications.settings.allOff')} />
    </SettingsPageFrame>
  );
}

export const EmailNotificationSettingsPage = withNotificationStrings(EmailNotificationSettingsView);
