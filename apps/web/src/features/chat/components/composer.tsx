/**
 * Writing a message: a text area that grows with its text (Enter sends, Shift+Enter starts a new
 * line, a counter near CHAT_MESSAGE_MAX), emojis, and for creators photos and videos (the app hands
 * in the picker) with an optional price; a tip when the other party is a creator. While the
 * viewer types, the other party is told so at most every TYPING_EVERY_MS. Where the creator asks a
 * price for a first message, a notice says so and sending hands the message to `onPayFirst`: it
 * stays in the composer until it is paid and sent.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Gift, MessageCircleHeart, SendHorizontal, Smile } from 'lucide-react';
import { useTranslation } from '#i18n';
import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX } from '@fanlane/contracts/chat-limits';
import { formatUsdCents } from '../../../shared/lib/money';
import { useMainButton } from '../../../shared/lib/use-main-button';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import type { SendInput } from '../api/chat-api';
import { useChatLiveStore } from '../lib/chat-live-store';
import type { AttachPickerProps, ChatAttachment } from '../lib/chat-types';
import { attachmentPrice, priceRangeText } from '../lib/chat-price';
import { AttachmentStrip, addAttachments, PriceField } from './attachment-fields';
import { EmojiPanel } from './emoji-panel';
import { IconButton } from './icon-button';

export const TYPING_EVERY_MS = 2_000;
/** The counter shows from this many characters left. */
const COUNTER_FROM = 200;
const MAX_HEIGHT_PX = 160;

export interface ComposerProps {
  privateChatId: string;
  /** The viewer is a creator: they may attach media and put a price on it. */
  isCreator: boolean;
  /** The other party's creator domain: the viewer may tip them. */
  tipDomain: string | null;
  renderAttach?: (props: AttachPickerProps) => ReactNode;
  onSend: (input: SendInput) => void;
  /** Tell the other party while the viewer types (not when answering as someone else). */
  typing?: boolean;
  /** What the viewer pays to write the first message here (USD cents); null: free. */
  firstMessagePriceCents?: string | null;
  /** Sending while a first-message price is due: pay, then send (the composer keeps the message). */
  onPayFirst?: (input: SendInput) => void;
}

export function Composer({
  privateChatId,
  isCreator,
  tipDomain,
  renderAttach,
  onSend,
  typing = true,
  firstMessagePriceCents = null,
  onPayFirst,
}: ComposerProps) {
  const { t } = useTranslation();
  const openPayModal = usePayModalStore((s) => s.open);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [price, setPrice] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const emojiBox = useRef<HTMLDivElement>(null);
  const typingSentAt = useRef(0);

  // Grows with its text up to MAX_HEIGHT_PX, then scrolls.
  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    node.style.height = 'auto';
    node.style.height = `${Math.min(node.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  useEffect(() => {
    if (!emojiOpen) return undefined;
    const close = (event: MouseEvent) => {
      if (!emojiBox.current?.contains(event.target as Node)) setEmojiOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [emojiOpen]);

  const change = (value: string) => {
    setText(value);
    const now = Date.now();
    if (typing && value.trim() && now - typingSentAt.current >= TYPING_EVERY_MS) {
      typingSentAt.current = now;
      useChatLiveStore.getState().send({ type: 'typing', privateChatId });
    }
  };

  const insertEmoji = (emoji: string) => {
    const node = area.current;
    const from = node?.selectionStart ?? text.length;
    const to = node?.selectionEnd ?? text.length;
    const next = `${text.slice(0, from)}${emoji}${text.slice(to)}`;
    if (next.length > CHAT_MESSAGE_MAX) return;
    setText(next);
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(from + emoji.length, from + emoji.length);
    });
  };

  const trimmed = text.trim();
  const canSend = trimmed.length > 0 || attachments.length > 0;

  const submit = () => {
    if (!canSend) return;
    const priced = attachmentPrice(price, attachments.length);
    if (!priced.valid) {
      setPriceError(priceRangeText(t));
      return;
    }
    const input = { text: trimmed, attachments, priceCents: priced.cents };
    if (firstMessagePriceCents && onPayFirst) {
      setEmojiOpen(false);
      onPayFirst(input);
      return;
    }
    onSend(input);
    setText('');
    setAttachments([]);
    setPrice('');
    setPriceError(null);
    setEmojiOpen(false);
    typingSentAt.current = 0;
  };
  // Inside Telegram its Main button sends too, while there is something to send.
  useMainButton(canSend ? { text: t('chat.composer.send'), onClick: submit } : null);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const left = CHAT_MESSAGE_MAX - text.length;
  const free = CHAT_ATTACHMENTS_MAX - attachments.length;

  return (
    <div className="relative border-t border-line bg-surface px-2 pt-2 pb-2" data-testid="chat-composer">
      {firstMessagePriceCents && (
        <p
          className="mx-1 mb-2 flex items-start gap-2 rounded-xl bg-accent/10 px-3 py-2 text-[13px] leading-snug"
          data-testid="chat-first-message-notice"
        >
          <MessageCircleHeart className="mt-px size-4 shrink-0 text-accent" aria-hidden />
          {t('chat.firstMessage.notice', { price: formatUsdCents(firstMessagePriceCents) })}
        </p>
      )}
      {attachments.length > 0 && (
        <div className="px-1 pb-2">
          <AttachmentStrip
            items={attachments}
            onRemove={(id) => setAttachments((list) => list.filter((a) => a.id !== id))}
          />
          {isCreator && (
            <PriceField
              value={price}
              error={priceError}
              onChange={(value) => {
                setPrice(value);
                setPriceError(null);
              }}
            />
          )}
        </div>
      )}
      <div className="flex items-end gap-1">
        <div ref={emojiBox} className="relative">
          <IconButton
            onClick={() => setEmojiOpen((open) => !open)}
            label={t('chat.composer.emoji')}
            titled={false}
            expanded={emojiOpen}
            testId="chat-emoji-button"
          >
            <Smile className="size-5" />
          </IconButton>
          {emojiOpen && (
            <div className="absolute start-0 bottom-full z-20 mb-2 w-max">
              <EmojiPanel onPick={insertEmoji} />
            </div>
          )}
        </div>
        {isCreator &&
          renderAttach?.({
            free,
            disabled: free <= 0,
            onAdd: (items) => setAttachments((list) => addAttachments(list, items)),
          })}
        {tipDomain && (
          <IconButton
            onClick={() => openPayModal({ kind: 'chatTip', privateChatId, domain: tipDomain })}
            label={t('chat.composer.tip')}
            testId="chat-tip-button"
          >
            <Gift className="size-5" />
          </IconButton>
        )}
        <textarea
          ref={area}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          aria-label={t('chat.composer.label')}
          className="max-h-40 min-h-10 min-w-0 flex-1 resize-none rounded-2xl border border-line bg-bg/60 px-3.5 py-2 text-[15px] leading-snug outline-none placeholder:text-muted/70 focus:border-accent"
          data-testid="chat-input"
        />
        <IconButton
          onClick={submit}
          disabled={!canSend}
          label={t('chat.composer.send')}
          titled={false}
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent text-white transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-40"
          testId="chat-send"
        >
          <SendHorizontal className="size-5 rtl:rotate-180" />
        </IconButton>
      </div>
      {left <= COUNTER_FROM && (
        <p
          className={`mt-1 text-end text-xs tabular-nums ${left <= 0 ? 'text-red-500' : 'text-muted'}`}
          data-testid="chat-counter"
        >
          {text.length}/{CHAT_MESSAGE_MAX}
        </p>
      )}
    </div>
  );
}
