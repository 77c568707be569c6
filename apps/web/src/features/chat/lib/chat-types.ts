/** Shapes of the chat that live only in the browser (the server's are in contracts/chat.ts). */
import type { CHAT_PAIR_FILTERS } from '@fanlane/contracts/chat';
import type { TVaultItem } from '@fanlane/contracts/post';

export type ChatPairFilter = (typeof CHAT_PAIR_FILTERS)[number];

/** The board's filter tabs, in their order (the contract's, without importing its schemas). */
export const PAIR_FILTERS = ['all', 'unread', 'favorite'] as const satisfies readonly ChatPairFilter[];

/** A photo or video ready to go with a message: an item of the sender's vault. */
export type ChatAttachment = Pick<TVaultItem, 'id' | 'kind' | 'width' | 'height' | 'durationMs' | 'thumbUrl'>;

/** What the app hands the composer to add attachments (upload or vault), for creators. */
export interface AttachPickerProps {
  /** How many more the message can take. */
  free: number;
  onAdd: (items: ChatAttachment[]) => void;
  disabled: boolean;
}

/** Addresses are compared without their case (a checksummed and a lower-case one are the same). */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.toLowerCase() === b.toLowerCase());
}
