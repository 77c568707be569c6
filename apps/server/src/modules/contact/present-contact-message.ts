import type { TContactMessage } from '@fanlane/contracts/contact';
import type { ContactMessageWithSender } from './contact-repo.ts';

/** A message as the admins' inbox shows it; `handlers` maps an admin's id to their address. */
export function presentContactMessage(
  { message, sender }: ContactMessageWithSender,
  handlers: ReadonlyMap<string, string>,
): TContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    topic: message.topic,
    message: message.message,
    locale: message.locale,
    sender: sender?.address ? { address: sender.address, displayName: sender.displayName } : null,
    createdAt: message.createdAt.toISOString(),
    handledAt: message.handledAt?.toISOString() ?? null,
    handledBy: message.handledBy ? (handlers.get(message.handledBy) ?? null) : null,
  };
}
