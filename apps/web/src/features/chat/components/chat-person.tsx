/** The other party of a chat: their picture with an online dot, and their name with a badge for the official account. */
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TChatUser } from '@fanlane/contracts/chat';
import { Avatar } from '../../../shared/ui/avatar';
import { personName } from '../../../shared/ui/person-name';
import { UserText } from '../../../shared/ui/user-text';
import { usePresence } from '../lib/chat-live-store';

export const chatUserName = (user: TChatUser) =>
  personName({ displayName: user.displayName, creatorDomain: user.domain, address: user.address });

export function ChatAvatar({ user, size = 'md' }: { user: TChatUser; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const presence = usePresence(user.address);
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar src={user.avatar} name={chatUserName(user)} seed={user.address} size={size} />
      {presence?.online && (
        <span
          role="img"
          aria-label={t('chat.presence.online')}
          className="absolute end-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-surface"
          data-testid="chat-online-dot"
        />
      )}
    </span>
  );
}

export function ChatName({ user, className = '' }: { user: TChatUser; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex min-w-0 items-center gap-1 ${className}`}>
      <UserText className="truncate font-semibold" testId="chat-name">
        {chatUserName(user)}
      </UserText>
      {user.official && (
        <BadgeCheck
          className="size-4 shrink-0 text-accent"
          aria-label={t('chat.official')}
          data-testid="chat-verified"
        />
      )}
    </span>
  );
}
