/**
 * One message as a bubble: the viewer's own on the end side with its ticks (✓ stored, ✓✓ read),
 * the other party's on the start side; a tip as a card of its own, an unsent message as a note,
 * a system message in the middle. Messages on their way show a clock, failed ones why and a retry.
 */
import type { ReactNode } from 'react';
import { Check, CheckCheck, CircleAlert, Clock, Gift, MessageCircleHeart, PenLine, Sparkles } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TChatMessage } from '@fanlane/contracts/chat';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { UserText } from '../../../shared/ui/user-text';
import type { PendingMessage } from '../lib/outbox-store';
import { ReportSlot } from '../../../shared/lib/report-slot';
import { MessageMedia } from './message-media';

function Frame({
  own,
  tone = 'plain',
  children,
  meta,
  testId,
  state,
}: {
  own: boolean;
  tone?: 'plain' | 'tip' | 'unsent';
  children: ReactNode;
  meta: ReactNode;
  testId: string;
  state?: string;
}) {
  const colours =
    tone === 'tip'
      ? 'bg-gradient-to-br from-amber-400/25 to-rose-400/20 text-fg ring-1 ring-amber-500/30'
      : tone === 'unsent'
        ? 'border border-dashed border-line text-muted'
        : own
          ? 'bg-accent text-white'
          : 'bg-surface-2 text-fg';
  return (
    <div className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%] ${own ? 'rounded-ee-md' : 'rounded-es-md'} ${colours}`}
        data-testid={testId}
        data-own={own}
        data-state={state}
      >
        {children}
        <div
          className={`mt-1 flex items-center justify-end gap-1 text-[11px] tabular-nums ${
            own && tone === 'plain' ? 'text-white/75' : 'text-muted'
          }`}
        >
          {meta}
        </div>
      </div>
    </div>
  );
}

function Text({ text }: { text: string }) {
  if (!text) return null;
  return (
    <UserText as="p" className="text-[15px] leading-snug break-words whitespace-pre-wrap">
      {text}
    </UserText>
  );
}

function Ticks({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return read ? (
    <CheckCheck className="size-3.5" aria-label={t('chat.ticks.read')} data-testid="chat-ticks-read" />
  ) : (
    <Check className="size-3.5" aria-label={t('chat.ticks.sent')} data-testid="chat-ticks-sent" />
  );
}

/** Marks what the AI assistant wrote (every AI message, and a reply while it is written). */
export function AiMark() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-0.5 rounded-full bg-black/10 px-1.5 font-semibold"
      title={t('chat.ai.hint')}
      data-testid="chat-ai"
    >
      <Sparkles className="size-3" aria-hidden />
      {t('chat.ai.mark')}
    </span>
  );
}

/** "Paid message · $x" above a paid message's media. */
function PaidLabel({ price, className, testId }: { price: string; className: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`text-xs font-semibold ${className}`} data-testid={testId}>
      {t('chat.paid.label', { price: formatUsdCents(price) })}
    </p>
  );
}

/** A small text button under a bubble (unsend, retry, delete). */
function BubbleAction({
  onClick,
  className,
  testId,
  children,
}: {
  onClick: () => void;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={`cursor-pointer ${className}`} data-testid={testId}>
      {children}
    </button>
  );
}

export interface MessageBubbleProps {
  message: TChatMessage;
  own: boolean;
  /** The other party has read it (own messages). */
  read: boolean;
  /** Buys it: a locked paid message of the other party's. */
  onUnlock?: () => void;
  /** Takes it back: an own message nobody has read. */
  onUnsend?: () => void;
}

export function MessageBubble({ message, own, read, onUnlock, onUnsend }: MessageBubbleProps) {
  const { t } = useTranslation();
  const time = formatDate(message.createdAt, 'time');
  const meta = (
    <>
      {message.ai && <AiMark />}
      <time dateTime={message.createdAt}>{time}</time>
      {own && <Ticks read={read} />}
    </>
  );

  if (message.kind === 'system') {
    return (
      <p className="mx-auto max-w-md py-1 text-center text-xs text-muted" data-testid="chat-system">
        <UserText>{message.text}</UserText>
      </p>
    );
  }
  if (message.deletedAt) {
    return (
      <Frame own={own} tone="unsent" meta={meta} testId="chat-message" state="unsent">
        <p className="text-sm italic">{t('chat.message.unsent')}</p>
      </Frame>
    );
  }
  if (message.kind === 'tip') {
    return (
      <Frame own={own} tone="tip" meta={meta} testId="chat-message" state="tip">
        <p className="flex items-center gap-1.5 text-sm font-semibold" data-testid="chat-tip">
          <Gift className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
          {t(own ? 'chat.tip.sent' : 'chat.tip.received', { amount: formatUsdCents(message.tipCents ?? '0') })}
        </p>
        <Text text={message.text} />
      </Frame>
    );
  }
  const locked = !message.unlocked && message.price !== null;
  return (
    <div className="group">
      <Frame own={own} meta={meta} testId="chat-message" state={locked ? 'locked' : 'plain'}>
        {message.paidCents !== null && (
          <p
            className={`mb-1 flex items-center gap-1 text-xs font-semibold ${own ? 'text-white/85' : 'text-muted'}`}
            data-testid="chat-paid-to-write"
          >
            <MessageCircleHeart className="size-3.5" aria-hidden />
            {t('chat.firstMessage.paid', { price: formatUsdCents(message.paidCents) })}
          </p>
        )}
        {message.price !== null && (own || !locked) && (
          <PaidLabel
            price={message.price}
            className={`mb-1 ${own ? 'text-white/85' : 'text-muted'}`}
            testId="chat-paid"
          />
        )}
        <div className={message.media.length > 0 && message.text ? 'space-y-1.5' : ''}>
          <MessageMedia media={message.media} price={message.price} onUnlock={locked ? onUnlock : undefined} />
          <Text text={message.text} />
        </div>
      </Frame>
      {!own && (
        <div className="flex justify-start opacity-100 md:opacity-0 md:group-hover:opacity-100 md:focus-within:opacity-100">
          <ReportSlot target={{ type: 'message', id: message.id }} />
        </div>
      )}
      {onUnsend && (
        <div className="flex justify-end">
          <BubbleAction
            onClick={onUnsend}
            className="mt-0.5 rounded px-1 text-xs text-muted hover:text-fg focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100"
            testId="chat-unsend"
          >
            {t('chat.message.unsend')}
          </BubbleAction>
        </div>
      )}
    </div>
  );
}

/** A message of the viewer's on its way, or refused with the server's reason. */
export function PendingBubble({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const failed = pending.status === 'failed';
  const meta = failed ? (
    <span className="inline-flex items-center gap-1 text-white">
      <CircleAlert className="size-3.5" aria-hidden />
      {t('chat.message.notSent')}
    </span>
  ) : (
    <Clock className="size-3.5" aria-label={t('chat.message.sending')} data-testid="chat-sending" />
  );
  return (
    <div>
      <Frame own meta={meta} testId="chat-message" state={failed ? 'failed' : 'pending'}>
        <div className={`${failed ? 'opacity-80' : 'opacity-90'} space-y-1.5`}>
          {pending.priceCents && <PaidLabel price={pending.priceCents} className="text-white/85" />}
          <MessageMedia media={pending.media} price={null} />
          <Text text={pending.text} />
        </div>
      </Frame>
      {failed && (
        <div className="mt-1 flex flex-col items-end gap-1 text-xs" data-testid="chat-send-failed">
          <p role="alert" className="max-w-[85%] text-end text-red-500 dark:text-red-400">
            {pending.error}
          </p>
          <div className="flex gap-3">
            <BubbleAction onClick={onRetry} className="font-semibold text-accent hover:underline" testId="chat-retry">
              {t('chat.message.retry')}
            </BubbleAction>
            <BubbleAction onClick={onDiscard} className="text-muted hover:text-fg" testId="chat-discard">
              {t('chat.message.discard')}
            </BubbleAction>
          </div>
        </div>
      )}
    </div>
  );
}

/** An AI reply while it is written (the socket's `ai_delta` frames), until the stored message replaces it. */
export function StreamingBubble({ text }: { text: string }) {
  const { t } = useTranslation();
  const meta = (
    <>
      <AiMark />
      <span className="inline-flex items-center gap-1" data-testid="chat-ai-writing">
        <PenLine className="size-3 animate-pulse" aria-hidden />
        {t('chat.ai.writing')}
      </span>
    </>
  );
  return (
    <Frame own={false} meta={meta} testId="chat-message" state="streaming">
      <div aria-live="polite" aria-busy="true" data-testid="chat-ai-stream">
        <Text text={text} />
      </div>
    </Frame>
  );
}
