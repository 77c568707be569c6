/**
 * /settings/settingChats: a creator's chat settings, who may write to them (everyone, followers,
 * subscribers) and the message each new subscriber gets. Fans are told these are for creators.
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_WELCOME_MAX, CHAT_WHO_CAN_WRITE } from '@fanlane/contracts/chat-limits';
import type { ChatWhoCanWrite } from '@fanlane/contracts/chat-limits';
import type { TChatSettings } from '@fanlane/contracts/chat';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { SaveRow } from '../../../shared/ui/save-row';
import { Spinner } from '../../../shared/ui/spinner';
import { useChatSettings, useSaveChatSettings } from '../api/chat-api';

function ChatSettingsForm({ initial }: { initial: TChatSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveChatSettings();
  const [whoCanWrite, setWhoCanWrite] = useState<ChatWhoCanWrite>(initial.whoCanWrite);
  const [welcome, setWelcome] = useState(initial.welcomeMessage);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setWhoCanWrite(initial.whoCanWrite);
    setWelcome(initial.welcomeMessage);
  }, [initial]);
  const dirty = whoCanWrite !== initial.whoCanWrite || welcome.trim() !== initial.welcomeMessage;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // The assistant's settings are kept as they are: they are set with the AI chat, not here.
    save.mutate({ ...initial, whoCanWrite, welcomeMessage: welcome.trim() }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" data-testid="chat-settings-form">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('chat.settings.whoCanWrite')}</legend>
        <p className="mb-3 text-[13px] text-muted">{t('chat.settings.whoCanWriteHint')}</p>
        <div className="space-y-2">
          {CHAT_WHO_CAN_WRITE.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl border px-4 py-3 transition-colors ${
                whoCanWrite === option ? 'border-accent bg-accent/8' : 'border-line hover:bg-fg/4'
              }`}
            >
              <input
                type="radio"
                name={`${id}-who`}
                value={option}
                checked={whoCanWrite === option}
                onChange={() => {
                  setWhoCanWrite(option);
                  setSaved(false);
                }}
                className="mt-1 accent-accent"
                data-testid={`chat-who-${option}`}
              />
              <span>
                <span className="block text-sm font-medium">{t(`chat.settings.who.${option}`)}</span>
                <span className="block text-[13px] text-muted">{t(`chat.settings.whoHint.${option}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <CountedTextarea
        id={`${id}-welcome`}
        label={t('chat.settings.welcome')}
        hint={t('chat.settings.welcomeHint')}
        limit={CHAT_WELCOME_MAX}
        length={welcome.length}
        value={welcome}
        onChange={(event) => {
          setWelcome(event.target.value);
          setSaved(false);
        }}
        placeholder={t('chat.settings.welcomePlaceholder')}
        testId="chat-welcome"
        counterTestId="chat-welcome-counter"
      />
      {save.isError && <Notice tone="error">{serverErrorMessage(t, save.error)}</Notice>}
      <SaveRow
        label={t('common.save')}
        saving={save.isPending}
        dirty={dirty}
        saved={saved}
        testId="chat-settings-save"
        savedTestId="chat-settings-saved"
      />
    </form>
  );
}

export function ChatSettingsPage() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  const settings = useChatSettings(isCreator);

  let body;
  if (!isCreator) body = <CreatorsOnlyNotice message={t('chat.settings.creatorsOnly')} />;
  else if (settings.data) {
    body = (
      <div className="rounded-3xl border border-line bg-surface p-5 md:p-6">
        <ChatSettingsForm initial={settings.data} />
      </div>
    );
  } else if (settings.isError) {
    body = (
      <LoadErrorState
        title={t('chat.settings.loadError')}
        retryLabel={t('chat.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    body = (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-accent" />
      </div>
    );
  }

  return (
    <section className="max-w-2xl" data-testid="chat-settings">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsChats')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('chat.settings.description')}</p>
      {body}
    </section>
  );
}
