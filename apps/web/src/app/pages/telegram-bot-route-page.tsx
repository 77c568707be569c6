/**
 * /settings/telegramBot: the account's link to the bot (features/telegram-bot), and below it which
 * notifications the bot sends, one Telegram switch per preference item the user has
 * (features/notifications). Each item keeps its other channels as they are.
 */
import { useTranslation } from '#i18n';
import { ChannelSection } from '../../features/notifications/components/channel-switches';
import { withNotificationStrings } from '../../features/notifications/lib/notification-strings';
import { telegramBotStrings } from '../../features/telegram-bot/lib/telegram-bot-strings';
import { TelegramBotSettingsPage } from '../../features/telegram-bot/pages/telegram-bot-settings-page';

function TelegramBotRouteView() {
  const { t } = useTranslation();
  return (
    <TelegramBotSettingsPage>
      <section aria-labelledby="telegram-items" className="mt-6 space-y-4">
        <h2 id="telegram-items" className="text-sm font-semibold">
          {t('telegramBot.items')}
        </h2>
        <ChannelSection channel="telegram" offText={t('telegramBot.allOff')} />
      </section>
    </TelegramBotSettingsPage>
  );
}

// Both sections' strings before the first render: the headings here are made with them.
export const TelegramBotRoutePage = withNotificationStrings(telegramBotStrings.wrap(TelegramBotRouteView));
