/**
 * /chats/newChats: finding someone to write to (the creators the viewer follows or subscribes to,
 * their own fans) and opening the conversation; `?address=` (or a creator domain) opens one
 * directly. A refusal (followers or subscribers only, blocked, fans may not write first) shows here.
 */
import { useEffect, useRef, useState } from 'react';
import { UserSearch } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TChatFriend } from '@fanlane/contracts/chat';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { Handle } from '../../../shared/ui/user-text';
import { useChatFriends, useOpenPair } from '../api/chat-api';
import { withChatStrings } from '../lib/chat-strings';
import { conversationPath } from '../components/board-line';
import { ChatPagedList, ChatSpinner } from '../components/chat-paged-list';
import { ChatAvatar, ChatName } from '../components/chat-person';
import { SearchField } from '../components/search-field';

const SEARCH_DEBOUNCE_MS = 300;

function FriendLine({ friend, busy, onOpen }: { friend: TChatFriend; busy: boolean; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        disabled={busy}
        className="flex w-full cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 text-start hover:bg-fg/6 disabled:cursor-wait disabled:opacity-60"
        data-testid="chat-friend"
      >
        <ChatAvatar user={friend} />
        <span className="min-w-0 flex-1">
          <ChatName user={friend} className="max-w-full" />
          {friend.domain && <Handle domain={friend.domain} className="block truncate text-sm text-muted" />}
        </span>
        {busy && <Spinner className="size-4 text-accent" />}
      </button>
    </li>
  );
}

function NewChat() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const direct = params.get('address')?.trim() ?? '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { query, items } = useChatFriends(q);
  const open = useOpenPair();
  const [opening, setOpening] = useState<string | null>(null);

  const start = (addressOrDomain: string) => {
    setOpening(addressOrDomain);
    open.mutate(addressOrDomain, {
      onSuccess: (pair) => void navigate(conversationPath(pair.privateChatId), { replace: Boolean(direct) }),
      onSettled: () => setOpening(null),
    });
  };

  // ?address= opens that conversation at once, once.
  const opened = useRef(false);
  useEffect(() => {
    if (!direct || opened.current) return;
    opened.current = true;
    start(direct);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [direct]);

  const pick = (friend: TChatFriend) => {
    // A conversation that exists is shown even if writing is no longer allowed; only a new one is opened.
    if (friend.privateChatId) void navigate(conversationPath(friend.privateChatId));
    else start(friend.address);
  };

  return (
    <section className="mx-auto max-w-xl" data-testid="chat-new">
      <PageHeader title={t('routes.newChats')} backTo="/chats" backLabel={t('common.back')} />
      {open.isError && (
        <Notice tone="error" className="mb-4" testId="chat-open-refused">
          {serverErrorMessage(t, open.error)}
        </Notice>
      )}
      <SearchField
        value={search}
        onChange={setSearch}
        label={t('chat.newChat.search')}
        testId="chat-new-search"
        className="mb-4 rounded-xl border border-line bg-surface px-3"
        inputClassName="h-11 text-[15px]"
      />
      <ChatPagedList
        pages={query}
        items={items}
        errorTitle={t('chat.newChat.loadError')}
        empty={
          <EmptyState
            icon={<UserSearch className="size-8" />}
            title={q ? t('chat.newChat.noMatch') : t('chat.newChat.emptyTitle')}
            description={q ? undefined : t('chat.newChat.emptyBody')}
          />
        }
        renderItem={(friend) => (
          <FriendLine
            key={friend.address}
            friend={friend}
            busy={opening === friend.address}
            onOpen={() => pick(friend)}
          />
        )}
        className="space-y-0.5 rounded-3xl border border-line bg-surface p-2"
        testId="chat-new-results"
        moreLabel={t('chat.newChat.more')}
      />
    </section>
  );
}

export const NewChatPage = withChatStrings(NewChat, <ChatSpinner />);
