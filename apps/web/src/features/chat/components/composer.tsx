/**
 * Writing a message: a text area that grows with its text (Enter sends, Shift+Enter starts a new
 * line, a counter near CHAT_MESSAGE_MAX), emojis, and for creators photos and videos (the app hands
 * in the picker) with an optional price; a tip when the other party is a creator. While the
 * viewer types, the other party is told so at most every TYPING_EVERY_MS.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Gift, Play, SendHorizontal, Smile, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX } from '@fanlane/contracts/chat-limits';
import { PPV_PRICE_MAX_CENTS, PPV_PRICE_MIN_CENTS } from '@fanlane/contracts/post-limits';
import { formatUsdCents, parseUsdToCents } from '../../../shared/lib/money';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import type { SendInput } from '../api/chat-api';
import { useChatLiveStore } from '../lib/chat-live-store';
import type { AttachPickerProps, ChatAttachment } from '../lib/chat-types';
import { EmojiPanel } from './emoji-panel';

export const TYPING_EVERY_MS = 2_000;
/** The counter shows from this many characters left. */
const COUNTER_FROM = 200;
const MAX_HEIGHT_PX = 160;

const iconButton =
  'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg disabled:cursor-not-allowed disabled:opacity-40';

export interface ComposerProps {
  privateChatId: string;
  /** The viewer is a creator: they may attach media and put a price on it. */
  isCreator: boolean;
  /** The other party's creator domain: the viewer may tip them. */
  tipDomain: string | null;
  renderAttach?: (props: AttachPickerProps) => ReactNode;
  onSend: (input: SendInput) => void;
}

function Attachments({ items, onRemove }: { items: ChatAttachment[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" data-testid="chat-attachments">
      {items.map((item) => (
        <li key={item.id} className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-fg/8">
          <img src={item.thumbUrl} alt="" className="size-full object-cover" />
          {item.kind === 'video' && (
            <Play className="absolute start-1 bottom-1 size-3.5 fill-white text-white" aria-hidden />
          )}
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            aria-label={t('chat.composer.removeAttachment')}
            className="absolute end-0.5 top-0.5 inline-flex size-6 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white"
            data-testid="chat-attachment-remove"
          >
            <X className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The price of a message's media, in USD; empty sends it free. */
function PriceField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="chat-price" className="font-medium text-fg/90">
        {t('chat.composer.price')}
      </label>
      <span className="flex items-center rounded-lg border border-line bg-bg/60 px-2 focus-within:border-accent">
        <span className="text-muted">$</span>
        <input
          id="chat-price"
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          className="h-8 w-20 bg-transparent px-1 outline-none"
          data-testid="chat-price"
        />
      </span>
      <span
        className={`text-xs ${error ? 'text-red-500 dark:text-red-400' : 'text-muted'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('chat.composer.priceHint')}
      </span>
    </div>
  );
}

/** The price typed, in cents (null: free), or not a price in range. */
function priceOf(input: string): { valid: true; cents: string | null } | { valid: false } {
  if (input.trim() === '') return { valid: true, cents: null };
  const cents = parseUsdToCents(input);
  if (cents === null || BigInt(cents) < BigInt(PPV_PRICE_MIN_CENTS) || BigInt(cents) > BigInt(PPV_PRICE_MAX_CENTS)) {
    return { valid: false };
  }
  return { valid: true, cents };
}

export function Composer({ privateChatId, isCreator, tipDomain, renderAttach, onSend }: ComposerProps) {
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
    if (value.trim() && now - typingSentAt.current >= TYPING_EVERY_MS) {
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
    const priced = attachments.length > 0 ? priceOf(price) : { valid: true as const, cents: null };
    if (!priced.valid) {
      setPriceError(
        t('chat.composer.priceRange', {
          min: formatUsdCents(String(PPV_PRICE_MIN_CENTS)),
          max: formatUsdCents(String(PPV_PRICE_MAX_CENTS)),
        }),
      );
      return;
    }
    onSend({ text: trimmed, attachments, priceCents: priced.cents });
    setText('');
    setAttachments([]);
    setPrice('');
    setPriceError(null);
    setEmojiOpen(false);
    typingSentAt.current = 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const left = CHAT_MESSAGE_MAX - text.length;
  const free = CHAT_ATTACHMENTS_MAX - attachments.length;

  return (
    <div className="relative border-t border-line bg-surface px-2 pt-2 pb-2" data-testid="chat-composer">
      {attachments.length > 0 && (
        <div className="px-1 pb-2">
          <Attachments
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
          <button
            type="button"
            onClick={() => setEmojiOpen((open) => !open)}
            aria-label={t('chat.composer.emoji')}
            aria-expanded={emojiOpen}
            className={iconButton}
            data-testid="chat-emoji-button"
          >
            <Smile className="size-5" />
          </button>
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
            onAdd: (items) =>
              setAttachments((list) => {
                const have = new Set(list.map((a) => a.id));
                return [...list, ...items.filter((item) => !have.has(item.id))].slice(0, CHAT_ATTACHMENTS_MAX);
              }),
          })}
        {tipDomain && (
          <button
            type="button"
            onClick={() => openPayModal({ kind: 'chatTip', privateChatId, domain: tipDomain })}
            aria-label={t('chat.composer.tip')}
            title={t('chat.composer.tip')}
            className={iconButton}
            data-testid="chat-tip-button"
          >
            <Gift className="size-5" />
          </button>
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
        <button
          type="button"
          onClick={submit}
          disabled={!canSend}
          aria-label={t('chat.composer.send')}
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent text-white transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-40"
          data-testid="chat-send"
        >
          <SendHorizontal className="size-5 rtl:rotate-180" />
        </button>
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
