/**
 * /settings/telegramBot: whether the account is linked to the Telegram bot, which then delivers its
 * notifications. "Link" asks for a one-time link (15 minutes, once) and offers it to open in
 * Telegram, where pressing Start links the chat; the page follows until it is linked. "Unlink"
 * removes the link. Inside Telegram the link opens in Telegram itself (app/telegram-native.ts).
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Bot, Send } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TTelegramBotLink, TTelegramBotStatus } from '@fanlane/contracts/telegram-bot';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { haptic } from '../../../shared/lib/haptic';
import { Button } from '../../../shared/ui/button';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { useCreateTelegramBotLink, useTelegramBotStatus, useUnlinkTelegramBot } from '../api/telegram-bot-api';
import { telegramBotStrings } from '../lib/telegram-bot-strings';

/** True once `expiresAt` has passed (re-rendered at that moment). */
function useExpired(expiresAt: string | null): boolean {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!expiresAt) return undefined;
    const left = Date.parse(expiresAt) - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setTick((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expiresAt !== null && Date.parse(expiresAt) <= Date.now();
}

function LinkedState({ status, justLinked }: { status: TTelegramBotStatus; justLinked: boolean }) {
  const { t } = useTranslation();
  const unlink = useUnlinkTelegramBot();
  return (
    <div className="space-y-4" data-testid="telegram-bot-linked">
      {justLinked && <Notice tone="success">{t('telegramBot.linkedNow')}</Notice>}
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-500/12 text-emerald-600 dark:text-emerald-300">
          <Send className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">
            {status.telegramUsername
              ? t('telegramBot.linkedAs', { username: status.telegramUsername })
              : t('telegramBot.linkedNoUsername')}
          </p>
          {status.linkedAt && (
            <p className="text-sm text-muted">{t('telegramBot.since', { date: formatDate(status.linkedAt) })}</p>
          )}
        </div>
      </div>
      <p className="text-sm text-muted">{t('telegramBot.linkedHint')}</p>
      {unlink.isError && <Notice tone="error">{serverErrorMessage(t, unlink.error)}</Notice>}
      <Button
        type="cancel"
        round
        loading={unlink.isPending}
        onClick={() => unlink.mutate()}
        data-testid="telegram-bot-unlink"
      >
        {t('telegramBot.unlink')}
      </Button>
    </div>
  );
}

function OpenLink({
  link,
  botUsername,
  onAgain,
}: {
  link: TTelegramBotLink;
  botUsername: string | null;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const expired = useExpired(link.expiresAt);
  if (expired) {
    return (
      <div className="space-y-3" data-testid="telegram-bot-link-expired">
        <Notice>{t('telegramBot.expired')}</Notice>
        <Button round onClick={onAgain} data-testid="telegram-bot-new-link">
          {t('telegramBot.newLink')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="telegram-bot-open"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-white shadow-sm shadow-accent/30 hover:bg-accent-strong"
      >
        <Send className="size-4" aria-hidden />
        {botUsername ? t('telegramBot.openBot', { bot: botUsername }) : t('telegramBot.openTelegram')}
      </a>
      <p className="text-sm text-muted">{t('telegramBot.openHint')}</p>
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="telegram-bot-waiting">
        <Spinner />
        {t('telegramBot.waiting')}
      </p>
    </div>
  );
}

/** The page; `children` go below the link's card (the app puts the per-item Telegram switches there). */
function TelegramBotSettingsView({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<TTelegramBotLink | null>(null);
  const status = useTelegramBotStatus(link !== null);
  const create = useCreateTelegramBotLink();
  const linked = status.data?.linked === true;
  // "Linked" is news only when it happened here, after a link was opened.
  const [justLinked, setJustLinked] = useState(false);
  useEffect(() => {
    if (link && linked) {
      setLink(null);
      setJustLinked(true);
      haptic('success');
    }
  }, [link, linked]);

  const makeLink = () => {
    setJustLinked(false);
    create.mutate(undefined, {
      onSuccess: setLink,
    });
  };

  let body;
  if (status.isPending) {
    body = (
      <div className="flex justify-center py-8" aria-busy>
        <Spinner className="size-6" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <LoadErrorState
        title={t('telegramBot.loadError')}
        retryLabel={t('telegramBot.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data.configured) {
    body = <Notice testId="telegram-bot-not-configured">{t('telegramBot.notConfigured')}</Notice>;
  } else if (linked) {
    body = <LinkedState status={status.data} justLinked={justLinked} />;
  } else {
    body = (
      <div className="space-y-4" data-testid="telegram-bot-not-linked">
        <p className="font-semibold">{t('telegramBot.notLinked')}</p>
        <p className="text-sm text-muted">{t('telegramBot.notLinkedHint')}</p>
        {create.isError && <Notice tone="error">{serverErrorMessage(t, create.error)}</Notice>}
        {link ? (
          <OpenLink link={link} botUsername={status.data.botUsername} onAgain={makeLink} />
        ) : (
          <Button round loading={create.isPending} onClick={makeLink} data-testid="telegram-bot-link">
            {t('telegramBot.link')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <section data-testid="settings-telegram-bot" className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsTelegramBot')}</h1>
      <p className="mt-1.5 text-sm text-muted">{t('telegramBot.description')}</p>
      <div className="mt-6 rounded-3xl border border-line bg-surface p-5 md:p-6">
        <div className="mb-4 flex items-center gap-2 text-sm font-semibold">
          <Bot className="size-4 text-accent" aria-hidden />
          {status.data?.botUsername ? `@${status.data.botUsername}` : t('routes.settingsTelegramBot')}
        </div>
        {body}
      </div>
      {children}
    </section>
  );
}

export const TelegramBotSettingsPage = telegramBotStrings.wrap(TelegramBotSettingsView);
