/**
 * The preference items of the signed-in user, each with a switch for one channel (in the app on
 * /settings/notifications, e-mail on /settings/emailNotifications): a creator's own items first,
 * then those every fan has. A switch shows its new state at once; a refusal puts it back and says
 * why. Also the master switch (config item 0) and the loading states the two pages share.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { NOTIFICATION_ITEMS } from '@fanlane/contracts/notifications';
import type { TCustomConfig, TNotificationChannel, TNotificationItem } from '@fanlane/contracts/notifications';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { SwitchRow } from '../../../shared/ui/switch-row';
import { useNotificationConfig, useSaveNotificationConfig } from '../api/notification-config-api';
import { channelChange, channelsOf, itemsFor, masterChange, masterOn } from '../lib/preference-items';

/** A settings page's title and one line on what it is for. */
export function SettingsPageFrame({
  title,
  description,
  testId,
  children,
}: {
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1.5 text-sm text-muted">{description}</p>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

export function SettingsCard({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-5 md:p-6" data-testid={testId}>
      {title && <h2 className="mb-4 text-sm font-semibold">{title}</h2>}
      {children}
    </div>
  );
}

/** The user's preferences once read: `children` gets them, with the way to save one change. */
export function WithNotificationConfig({
  children,
}: {
  children: (config: TCustomConfig[], save: ReturnType<typeof useSaveNotificationConfig>) => ReactNode;
}) {
  const { t } = useTranslation();
  const config = useNotificationConfig();
  const save = useSaveNotificationConfig();
  if (config.isPending) {
    return (
      <div className="flex justify-center py-12" data-testid="notification-settings-loading">
        <Spinner className="size-6 text-muted" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <LoadErrorState
        title={t('notifications.settings.loadError')}
        retryLabel={t('notifications.retry')}
        onRetry={() => void config.refetch()}
      />
    );
  }
  return (
    <>
      {save.isError && (
        <Notice tone="error" testId="notification-settings-error">
          {serverErrorMessage(t, save.error)}
        </Notice>
      )}
      {children(config.data, save)}
    </>
  );
}

export function MasterSwitch({
  config,
  save,
}: {
  config: TCustomConfig[];
  save: ReturnType<typeof useSaveNotificationConfig>;
}) {
  const { t } = useTranslation();
  return (
    <SwitchRow
      checked={masterOn(config)}
      onChange={(on) => save.mutate(masterChange(on))}
      label={t('notifications.settings.master')}
      description={t('notifications.settings.masterHint')}
      testId="notification-master"
    />
  );
}

function ItemGroup({
  title,
  testId,
  items,
  channel,
  config,
  onSwitch,
}: {
  title: string;
  testId: string;
  items: readonly TNotificationItem[];
  channel: TNotificationChannel;
  config: TCustomConfig[];
  onSwitch: (id: TNotificationItem, on: boolean) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <SettingsCard title={title} testId={testId}>
      <ul className="space-y-5">
        {items.map((id) => {
          const { name } = NOTIFICATION_ITEMS[id];
          return (
            <li key={id} data-testid={`notification-item-${id}`}>
              <SwitchRow
                checked={channelsOf(config, id).includes(channel)}
                onChange={(on) => onSwitch(id, on)}
                label={t(`notifications.items.${name}.title`)}
                description={t(`notifications.items.${name}.hint`)}
                testId={`notification-item-${id}-${channel}`}
              />
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}

/** One channel of every item the user has, creators' own items and fans' items apart. */
export function ChannelSwitches({
  channel,
  config,
  save,
  disabled,
}: {
  channel: TNotificationChannel;
  config: TCustomConfig[];
  save: ReturnType<typeof useSaveNotificationConfig>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  const items = itemsFor(isCreator, channel);
  const onSwitch = (id: TNotificationItem, on: boolean) => save.mutate(channelChange(config, id, channel, on));
  const group = (creatorOnly: boolean) => items.filter((id) => NOTIFICATION_ITEMS[id].creatorOnly === creatorOnly);
  return (
    <fieldset disabled={disabled} className={`space-y-6 ${disabled ? 'opacity-50' : ''}`}>
      <legend className="sr-only">{t(`notifications.settings.channel.${channel}`)}</legend>
      <ItemGroup
        title={t('notifications.settings.asCreator')}
        testId="notification-group-creator"
        items={group(true)}
        channel={channel}
        config={config}
        onSwitch={onSwitch}
      />
      <ItemGroup
        title={t(channel === 'inApp' ? 'notifications.settings.following' : 'notifications.settings.asFan')}
        testId="notification-group-fan"
        items={group(false)}
        channel={channel}
        config={config}
        onSwitch={onSwitch}
      />
    </fieldset>
  );
}

/**
 * One channel's switches, item by item, below a notice that says where to switch notifications on
 * while they are off (`offText` says what being off means for this channel).
 */
export function ChannelSection({ channel, offText }: { channel: TNotificationChannel; offText: string }) {
  const { t } = useTranslation();
  return (
    <WithNotificationConfig>
      {(config, save) => (
        <>
          {!masterOn(config) && (
            <Notice testId="notifications-off-notice">
              {offText}{' '}
              <Link to="/settings/notifications" className="font-semibold text-accent hover:underline">
                {t('notifications.settings.switchOn')}
              </Link>
            </Notice>
          )}
          <ChannelSwitches channel={channel} config={config} save={save} disabled={!masterOn(config)} />
        </>
      )}
    </WithNotificationConfig>
  );
}
