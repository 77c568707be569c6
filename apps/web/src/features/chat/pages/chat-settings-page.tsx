/**
 * /settings/settingChats: a creator's chat settings, who may write to them (everyone, followers,
 * subscribers), the price of a fan's first message, the message each new subscriber gets, and the
 * AI assistant that answers fans while they are away, with its persona. Only what changed is saved.
 * Fans are told these are for creators.
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MessageCircleHeart, Sparkles } from 'lucide-react';
import { useTranslation } from '#i18n';
import { AI_PERSONA_MAX, CHAT_WELCOME_MAX, CHAT_WHO_CAN_WRITE } from '@fanlane/contracts/chat-limits';
import type { ChatWhoCanWrite } from '@fanlane/contracts/chat-limits';
import type { TChatSettings, TChatSettingsUpdate } from '@fanlane/contracts/chat';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { Notice } from '../../../shared/ui/notice';
import { SaveRow } from '../../../shared/ui/save-row';
import { SwitchRow } from '../../../shared/ui/switch-row';
import { useAiStatus } from '../api/ai-api';
import { useChatSettings, useSaveChatSettings } from '../api/chat-api';
import { priceOf, priceRangeText } from '../lib/chat-price';
import { withChatStrings } from '../lib/chat-strings';
import { ChatLoadError, ChatSpinner } from '../components/chat-paged-list';
import { RadioCards } from '../components/radio-cards';
import { DollarInput } from '../components/attachment-fields';

/** The fields that differ from what is saved: all the update sends (a field left out keeps its value). */
function changedSettings(saved: TChatSettings, form: TChatSettings): TChatSettingsUpdate {
  const changes: TChatSettingsUpdate = {};
  if (form.whoCanWrite !== saved.whoCanWrite) changes.whoCanWrite = form.whoCanWrite;
  if (form.welcomeMessage !== saved.welcomeMessage) changes.welcomeMessage = form.welcomeMessage;
  if (form.aiAssistant !== saved.aiAssistant) changes.aiAssistant = form.aiAssistant;
  if (form.aiPersona !== saved.aiPersona) changes.aiPersona = form.aiPersona;
  if (form.firstMessagePriceCents !== saved.firstMessagePriceCents) {
    changes.firstMessagePriceCents = form.firstMessagePriceCents;
  }
  return changes;
}

/** Cents as the price field shows them: "300" → "3.00"; free → empty. */
function priceInput(cents: string): string {
  const value = BigInt(cents);
  if (value === 0n) return '';
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** What a fan pays to write first, in USD; empty keeps it free. */
function FirstMessagePriceField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="chat-first-price-field">
      <label htmlFor={id} className="mb-1 flex items-center gap-1.5 text-sm font-semibold">
        <MessageCircleHeart className="size-4 text-accent" aria-hidden />
        {t('chat.settings.firstPrice')}
      </label>
      <p className="mb-2 text-[13px] text-muted" id={`${id}-hint`}>
        {t('chat.settings.firstPriceHint')}
      </p>
      <DollarInput
        id={id}
        value={value}
        onChange={onChange}
        placeholder={t('chat.settings.firstPriceFree')}
        invalid={Boolean(error)}
        describedBy={`${id}-hint`}
        large
        testId="chat-first-price"
      />
      {error && (
        <p role="alert" className="mt-1.5 text-xs text-red-500 dark:text-red-400" data-testid="chat-first-price-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The AI assistant: on or off, its persona, and what the fans see of it. */
function AssistantFields({
  id,
  on,
  persona,
  onSwitch,
  onPersona,
}: {
  id: string;
  on: boolean;
  persona: string;
  onSwitch: (on: boolean) => void;
  onPersona: (persona: string) => void;
}) {
  const { t } = useTranslation();
  const status = useAiStatus();
  return (
    <fieldset className="space-y-4 border-t border-line pt-6" data-testid="chat-ai-assistant">
      <legend className="sr-only">{t('chat.settings.ai.title')}</legend>
      <SwitchRow
        checked={on}
        onChange={onSwitch}
        label={t('chat.settings.ai.switch')}
        description={t('chat.settings.ai.switchHint')}
        icon={<Sparkles className="size-4" />}
        testId="chat-ai-switch"
      />
      {status.data && !status.data.configured && (
        <Notice testId="chat-ai-not-configured">{t('chat.settings.ai.notConfigured')}</Notice>
      )}
      <CountedTextarea
        id={`${id}-persona`}
        label={t('chat.settings.ai.persona')}
        hint={t('chat.settings.ai.personaHint')}
        limit={AI_PERSONA_MAX}
        length={persona.length}
        value={persona}
        onChange={(event) => onPersona(event.target.value)}
        placeholder={t('chat.settings.ai.personaPlaceholder')}
        testId="chat-ai-persona"
        counterTestId="chat-ai-persona-counter"
      />
      <p className="flex items-start gap-1.5 text-[13px] text-muted" data-testid="chat-ai-marked">
        <Sparkles className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />
        {t('chat.settings.ai.marked')}
      </p>
    </fieldset>
  );
}

function ChatSettingsForm({ initial }: { initial: TChatSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveChatSettings();
  const [whoCanWrite, setWhoCanWrite] = useState<ChatWhoCanWrite>(initial.whoCanWrite);
  const [welcome, setWelcome] = useState(initial.welcomeMessage);
  const [aiAssistant, setAiAssistant] = useState(initial.aiAssistant);
  const [persona, setPersona] = useState(initial.aiPersona);
  const [firstPrice, setFirstPrice] = useState(priceInput(initial.firstMessagePriceCents));
  const [firstPriceError, setFirstPriceError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setWhoCanWrite(initial.whoCanWrite);
    setWelcome(initial.welcomeMessage);
    setAiAssistant(initial.aiAssistant);
    setPersona(initial.aiPersona);
    setFirstPrice(priceInput(initial.firstMessagePriceCents));
  }, [initial]);
  const firstPriced = priceOf(firstPrice);
  const changes = changedSettings(initial, {
    whoCanWrite,
    welcomeMessage: welcome.trim(),
    aiAssistant,
    aiPersona: persona.trim(),
    firstMessagePriceCents: firstPriced.valid ? (firstPriced.cents ?? '0') : initial.firstMessagePriceCents,
  });
  // A price that is not one counts as a change, so saving says what is wrong with it.
  const dirty = Object.keys(changes).length > 0 || !firstPriced.valid;
  const edited = () => setSaved(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    if (!firstPriced.valid) {
      setFirstPriceError(priceRangeText(t));
      return;
    }
    setSaved(false);
    save.mutate(changes, { onSuccess: () => setSaved(true) });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" data-testid="chat-settings-form">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('chat.settings.whoCanWrite')}</legend>
        <p className="mb-3 text-[13px] text-muted">{t('chat.settings.whoCanWriteHint')}</p>
        <RadioCards
          options={CHAT_WHO_CAN_WRITE}
          value={whoCanWrite}
          onChange={(option) => {
            setWhoCanWrite(option);
            edited();
          }}
          label={(option) => t(`chat.settings.who.${option}`)}
          hint={(option) => t(`chat.settings.whoHint.${option}`)}
          testIdPrefix="chat-who"
        />
      </fieldset>
      <FirstMessagePriceField
        id={`${id}-first-price`}
        value={firstPrice}
        error={firstPriceError}
        onChange={(value) => {
          setFirstPrice(value);
          setFirstPriceError(null);
          edited();
        }}
      />
      <CountedTextarea
        id={`${id}-welcome`}
        label={t('chat.settings.welcome')}
        hint={t('chat.settings.welcomeHint')}
        limit={CHAT_WELCOME_MAX}
        length={welcome.length}
        value={welcome}
        onChange={(event) => {
          setWelcome(event.target.value);
          edited();
        }}
        placeholder={t('chat.settings.welcomePlaceholder')}
        testId="chat-welcome"
        counterTestId="chat-welcome-counter"
      />
      <AssistantFields
        id={id}
        on={aiAssistant}
        persona={persona}
        onSwitch={(on) => {
          setAiAssistant(on);
          edited();
        }}
        onPersona={(value) => {
          setPersona(value);
          edited();
        }}
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

function ChatSettings() {
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
    body = <ChatLoadError title={t('chat.settings.loadError')} onRetry={() => void settings.refetch()} />;
  } else {
    body = <ChatSpinner />;
  }

  return (
    <section className="max-w-2xl" data-testid="chat-settings">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsChats')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('chat.settings.description')}</p>
      {body}
    </section>
  );
}

export const ChatSettingsPage = withChatStrings(ChatSettings, <ChatSpinner />);
