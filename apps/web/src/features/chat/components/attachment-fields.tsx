/**
 * What a creator adds to a message (a chat message, a mass message): the photos and videos picked,
 * each with its way out, and the price of opening them.
 */
import { Play, X } from 'lucide-react';
import { useTranslation } from '#i18n';
import { CHAT_ATTACHMENTS_MAX } from '@fanlane/contracts/chat-limits';
import type { ChatAttachment } from '../lib/chat-types';
import { IconButton } from './icon-button';

export function AttachmentStrip({ items, onRemove }: { items: ChatAttachment[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" data-testid="chat-attachments">
      {items.map((item) => (
        <li key={item.id} className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-fg/8">
          <img src={item.thumbUrl} alt="" className="size-full object-cover" />
          {item.kind === 'video' && (
            <Play className="absolute start-1 bottom-1 size-3.5 fill-white text-white" aria-hidden />
          )}
          <IconButton
            onClick={() => onRemove(item.id)}
            label={t('chat.composer.removeAttachment')}
            titled={false}
            className="absolute end-0.5 top-0.5 inline-flex size-6 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white"
            testId="chat-attachment-remove"
          >
            <X className="size-3.5" />
          </IconButton>
        </li>
      ))}
    </ul>
  );
}

/** Items added to `list`, each once, at most CHAT_ATTACHMENTS_MAX. */
export function addAttachments(list: ChatAttachment[], items: ChatAttachment[]): ChatAttachment[] {
  const have = new Set(list.map((a) => a.id));
  return [...list, ...items.filter((item) => !have.has(item.id))].slice(0, CHAT_ATTACHMENTS_MAX);
}

/** A USD amount typed in dollars after a "$": the composer's small one, or the settings' `large`. */
export function DollarInput({
  id,
  value,
  onChange,
  placeholder,
  invalid,
  describedBy,
  large = false,
  testId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  large?: boolean;
  testId: string;
}) {
  return (
    <span
      className={`${large ? 'inline-flex rounded-xl px-3' : 'flex rounded-lg px-2'} items-center border border-line bg-bg/60 focus-within:border-accent`}
    >
      <span className="text-muted">$</span>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`${large ? 'h-10 w-28 px-1.5' : 'h-8 w-20 px-1'} bg-transparent outline-none`}
        data-testid={testId}
      />
    </span>
  );
}

/** The price of a message's media, in USD; empty sends it free. */
export function PriceField({
  value,
  error,
  onChange,
  id = 'chat-price',
  testId = 'chat-price',
}: {
  value: string;
  error: string | null;
  onChange: (v: string) => void;
  id?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-fg/90">
        {t('chat.composer.price')}
      </label>
      <DollarInput
        id={id}
        value={value}
        onChange={onChange}
        placeholder="0.00"
        invalid={Boolean(error)}
        testId={testId}
      />
      <span
        className={`text-xs ${error ? 'text-red-500 dark:text-red-400' : 'text-muted'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('chat.composer.priceHint')}
      </span>
    </div>
  );
}
