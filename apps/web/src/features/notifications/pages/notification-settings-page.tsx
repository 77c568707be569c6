/**
 * /settings/notifications: notifications on or off (config item 0), which items reach the in-app
 * list, and the corner of the screen live notifications show in on a desktop.
 */
import { useTranslation } from '#i18n';
import {
  ChannelSwitches,
  MasterSwitch,
  SettingsCard,
  SettingsPageFrame,
  WithNotificationConfig,
} from '../components/channel-switches';
import { ToastCornerField } from '../components/toast-corner-field';
import { masterOn } from '../lib/preference-items';
import { withNotificationStrings } from '../lib/notification-strings';

function NotificationSettingsView() {
  const { t } = useTranslation();
  return (
    <SettingsPageFrame
      title={t('routes.settingsNotifications')}
      description={t('notifications.settings.inAppDescription')}
      testId="settings-notifications"
    >
      <WithNotificationConfig>
        {(config, save) => (
          <>
            <SettingsCard>
              <MasterSwitch config={config} save={save} />
            </SettingsCard>
            <ChannelSwitches channel="inApp" config={config} save={save} disabled={!masterOn(config)} />
          </>
        )}
      </WithNotificationConfig>
      <SettingsCard>
        <ToastCornerField />
      </SettingsCard>
    </SettingsPageFrame>
  );
}

export const NotificationSettingsPage = withNotificationStrings(NotificationSettingsView);
