/**
 * The push part of /settings/pushNotifications: whether this browser gets push (the permission,
 * bound or not) with the switch that turns it on or off, the clear states where it cannot (inside
 * Telegram, a browser without Web Push, the permission blocked, no push on the server), and the
 * user's bound browsers, each of which can be removed.
 */
import { useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { useQueryClient } from '@tanstack/react-query';
import type { TPushQuery } from '@fanlane/contracts/notifications';
import { formatDate } from '../../../shared/lib/dates';
import { isTelegram } from '../../../shared/lib/device';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { SwitchRow } from '../../../shared/ui/switch-row';
import { pushKeys, unbindPushToken, usePushState } from '../api/push-api';
import { notificationPermission, pushSupported } from '../lib/push-browser';
import { readPushDevice } from '../lib/push-device';
import { pushErrorCode } from '../lib/push-errors';
import type { PushErrorCode } from '../lib/push-errors';
import { disablePush, enablePush, isPushOn } from '../lib/push-setup';

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-5 md:p-6" data-testid={testId}>
      <h2 className="mb-4 text-sm font-semibold">{title}</h2>
      <div className="space-y-4">{children}</div>
    </div>
  );
}

/** The switch for this browser, with the permission it has and the last failure. */
function BrowserSwitch({ state, onChanged }: { state: TPushQuery; onChanged: () => void }) {
  const { t } = useTranslation();
  const address = useUserStore((s) => s.address);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PushErrorCode | null>(null);
  const permission = notificationPermission();
  const on = isPushOn(address);

  const toggle = async (wanted: boolean) => {
    if (!address || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (wanted) await enablePush(address, state.vapidPublicKey);
      else await disablePush();
    } catch (failure) {
      setError(pushErrorCode(failure, wanted ? 'token-subscribe-failed' : 'token-unsubscribe-failed'));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const description = on ? t('push.state.on') : permission === 'default' ? t('push.state.ask') : t('push.state.off');
  return (
    <>
      {permission === 'denied' && (
        <Notice tone="error" testId="push-blocked">
          <p className="font-medium">{t('push.blocked.title')}</p>
          <p className="mt-1">{t('push.blocked.steps')}</p>
        </Notice>
      )}
      <fieldset disabled={busy || (permission === 'denied' && !on)} aria-busy={busy} className="disabled:opacity-60">
        <SwitchRow
          checked={on}
          onChange={(wanted) => void toggle(wanted)}
          label={t('push.switch')}
          description={description}
          testId="push-switch"
        />
      </fieldset>
      <p className="text-xs text-muted" data-testid="push-permission">
        {t('push.permission.label')}: <span className="font-medium text-fg">{t(`push.permission.${permission}`)}</span>
      </p>
      {error && (
        <Notice tone="error" testId="push-error">
          {t(`push.errors.${error}`)}
        </Notice>
      )}
    </>
  );
}

function Devices({ devices, onChanged }: { devices: TPushQuery['devices']; onChanged: () => void }) {
  const { t } = useTranslation();
  const own = readPushDevice().key;
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (key: string) => {
    setRemoving(key);
    try {
      await unbindPushToken(key);
    } catch {
      // Still listed after the refetch: the user sees it stayed and may try again.
    } finally {
      setRemoving(null);
      onChanged();
    }
  };
  if (devices.length === 0) return <p className="text-sm text-muted">{t('push.devices.empty')}</p>;
  return (
    <ul className="divide-y divide-line">
      {devices.map((device) => (
        <li
          key={device.userAgentKey}
          className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
          data-testid="push-device"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">
              {device.userAgentKey}
              {device.userAgentKey === own && (
                <span className="ms-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">
                  {t('push.devices.current')}
                </span>
              )}
            </p>
            <p className="text-xs text-muted">{t('push.devices.since', { date: formatDate(device.boundAt) })}</p>
          </div>
          {device.userAgentKey !== own && (
            <Button
              type="cancel"
              loading={removing === device.userAgentKey}
              aria-label={t('push.devices.removeLabel', { device: device.userAgentKey })}
              onClick={() => void remove(device.userAgentKey)}
              data-testid="push-device-remove"
            >
              {t('push.devices.remove')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PushSettings() {
  const { t } = useTranslation();
  const address = useUserStore((s) => s.address);
  const queryClient = useQueryClient();
  const state = usePushState();
  // The switch reads the browser (permission, subscription): shown again after each change.
  const [, showAgain] = useReducer((n: number) => n + 1, 0);
  const onChanged = () => {
    showAgain();
    void queryClient.invalidateQueries({ queryKey: pushKeys.state(address) });
  };

  const browser = (() => {
    if (isTelegram()) {
      return (
        <Notice testId="push-telegram">
          {t('push.telegram')}{' '}
          <Link to="/settings/telegramBot" className="font-semibold text-accent hover:underline">
            {t('push.telegramLink')}
          </Link>
        </Notice>
      );
    }
    if (!pushSupported()) return <Notice testId="push-unsupported">{t('push.unsupported')}</Notice>;
    if (state.isPending) {
      return (
        <div className="flex justify-center py-6" data-testid="push-loading">
          <Spinner className="size-6 text-muted" />
        </div>
      );
    }
    if (state.isError) {
      return (
        <LoadErrorState title={t('push.loadError')} retryLabel={t('push.retry')} onRetry={() => void state.refetch()} />
      );
    }
    if (!state.data.vapidPublicKey) return <Notice testId="push-not-configured">{t('push.notConfigured')}</Notice>;
    return <BrowserSwitch state={state.data} onChanged={onChanged} />;
  })();

  return (
    <>
      <Card title={t('push.thisBrowser')} testId="push-browser">
        {browser}
      </Card>
      {state.data && (
        <Card title={t('push.devices.title')} testId="push-devices">
          <Devices devices={state.data.devices} onChanged={onChanged} />
        </Card>
      )}
    </>
  );
}
