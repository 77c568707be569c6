/**
 * /settings/pushNotifications: this browser's push (features/push) above which notifications are
 * pushed, one push switch per preference item the user has (features/notifications; fans 10 and
 * 11, creators 1 to 11, spec section 6). Each item keeps its other channels as they are.
 */
import { useTranslation } from '#i18n';
import { ChannelSection, SettingsPageFrame } from '../../features/notifications/components/channel-switches';
import { withNotificationStrings } from '../../features/notifications/lib/notification-strings';
import { PushSettings } from '../../features/push/components/push-settings';
import { withPushStrings } from '../../features/push/lib/push-strings';

function PushSettingsView() {
  const { t } = useTranslation();
  return (
    <SettingsPageFrame
      title={t('routes.settingsPushNotifications')}
      description={t('push.description')}
      testId="settings-push-notifications"
    >
      <PushSettings />
      <section aria-labelledby="push-items" className="space-y-4">
        <h2 id="push-items" className="text-sm font-semibold">
          {t('push.items')}
        </h2>
        <ChannelSection channel="push" offText={t('push.allOff')} />
      </section>
    </SettingsPageFrame>
  );
}

export const PushSettingsRoutePage = withNotificationStrings(withPushStrings(PushSettingsView));
