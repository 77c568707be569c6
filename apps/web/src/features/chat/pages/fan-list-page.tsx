/**
 * /chats/lists/:listId: one saved list's members, the newest added first and page by page, each
 * with a remove button; and adding people by searching the creator's fans. People who block or are
 * blocked stay on the list but no mass message reaches them (said under the members).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Send, UserPlus, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TChatUser } from '@fanlane/contracts/chat';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { PageHeader } from '../../../shared/ui/page-header';
import { Handle } from '../../../shared/ui/user-text';
import { useChangeFanList, useFanListCandidates, useFanListMembers, useFanLists } from '../api/fan-lists-api';
import { withChatStrings } from '../lib/chat-strings';
import { ChatPagedList, ChatLoadError, ChatSpinner } from '../components/chat-paged-list';
import { ChatAvatar, ChatName } from '../components/chat-person';
import { FAN_LISTS_PATH } from '../components/mass-audience-field';
import { SearchField } from '../components/search-field';

const SEARCH_DEBOUNCE_MS = 300;

function PersonLine({ user, action, testId }: { user: TChatUser; action: ReactNode; testId: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl px-3 py-2.5 hover:bg-fg/4" data-testid={testId}>
      <ChatAvatar user={user} />
      <span className="min-w-0 flex-1">
        <ChatName user={user} className="max-w-full" />
        {user.domain && <Handle domain={user.domain} className="block truncate text-sm text-muted" />}
      </span>
      <span className="shrink-0">{action}</span>
    </li>
  );
}

function Members({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const { query, items } = useFanListMembers(listId);
  const change = useChangeFanList();
  return (
    <>
      {change.isError && !change.variables.add && (
        <Notice tone="error" className="mb-3" testId="fan-list-remove-error">
          {serverErrorMessage(t, change.error)}
        </Notice>
      )}
      <ChatPagedList
        pages={query}
        items={items}
        errorTitle={t('chat.lists.membersError')}
        empty={<EmptyState icon={<Users className="size-8" />} title={t('chat.lists.noMembers')} />}
        renderItem={(member) => (
          <PersonLine
            key={member.address}
            user={member}
            testId="fan-list-member"
            action={
              <Button
                type="gray"
                loading={change.isPending && change.variables.addresses[0] === member.address}
                onClick={() => change.mutate({ id: listId, addresses: [member.address], add: false })}
                data-testid="fan-list-remove"
              >
                {t('chat.lists.remove')}
              </Button>
            }
          />
        )}
        className="space-y-0.5 rounded-3xl border border-line bg-surface p-2"
        testId="fan-list-members"
        moreLabel={t('chat.lists.more')}
      />
      <p className="mt-3 text-sm text-muted">{t('chat.lists.blockedNote')}</p>
    </>
  );
}

function AddPeople({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { query, items } = useFanListCandidates(listId, q, true);
  const change = useChangeFanList();
  return (
    <section className="mt-8" aria-labelledby="fan-list-add-title">
      <h2 id="fan-list-add-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <UserPlus className="size-5 text-accent" aria-hidden />
        {t('chat.lists.addPeople')}
      </h2>
      {change.isError && change.variables.add && (
        <Notice tone="error" className="mb-3" testId="fan-list-add-error">
          {serverErrorMessage(t, change.error)}
        </Notice>
      )}
      <SearchField
        value={search}
        onChange={setSearch}
        label={t('chat.lists.search')}
        testId="fan-list-search"
        className="mb-3 rounded-xl border border-line bg-surface px-3"
        inputClassName="h-11 text-[15px]"
      />
      <ChatPagedList
        pages={query}
        items={items}
        errorTitle={t('chat.lists.searchError')}
        empty={<EmptyState icon={<Users className="size-8" />} title={t('chat.lists.noMatches')} />}
        renderItem={(fan) => (
          <PersonLine
            key={fan.address}
            user={fan}
            testId="fan-list-candidate"
            action={
              fan.inList ? (
                <span className="text-sm font-medium text-muted" data-testid="fan-list-on">
                  {t('chat.lists.onList')}
                </span>
              ) : (
                <Button
                  type="borderBg"
                  loading={change.isPending && change.variables.addresses[0] === fan.address}
                  onClick={() => change.mutate({ id: listId, addresses: [fan.address], add: true })}
                  data-testid="fan-list-add"
                >
                  {t('chat.lists.add')}
                </Button>
              )
            }
          />
        )}
        className="space-y-0.5 rounded-3xl border border-line bg-surface p-2"
        testId="fan-list-candidates"
        moreLabel={t('chat.lists.more')}
      />
    </section>
  );
}

function FanList({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const lists = useFanLists();
  const list = lists.data?.find((l) => l.id === listId);
  if (lists.isError) return <ChatLoadError title={t('chat.lists.loadError')} onRetry={() => void lists.refetch()} />;
  if (!lists.data) return <ChatSpinner />;
  if (!list) {
    return (
      <Notice tone="error" testId="fan-list-missing">
        {t('chat.lists.notFound')}{' '}
        <Link to={FAN_LISTS_PATH} className="font-semibold text-accent hover:underline">
          {t('chat.lists.back')}
        </Link>
      </Notice>
    );
  }
  return (
    <>
      <PageHeader
        title={list.name}
        backTo={FAN_LISTS_PATH}
        backLabel={t('chat.lists.back')}
        action={
          <Link
            to="/chats/newChatsSend"
            aria-label={t('chat.lists.sendMass')}
            title={t('chat.lists.sendMass')}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-accent hover:bg-accent/10"
            data-testid="fan-list-send"
          >
            <Send className="size-5" />
          </Link>
        }
      />
      <p className="-mt-3 mb-4 text-sm text-muted" data-testid="fan-list-count">
        {t('chat.lists.members', { count: list.memberCount })}
      </p>
      <Members listId={list.id} />
      <AddPeople listId={list.id} />
    </>
  );
}

function FanListFrame() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  const { listId = '' } = useParams();
  return (
    <section className="mx-auto max-w-2xl" data-testid="fan-list-page">
      {isCreator ? (
        <FanList listId={listId} />
      ) : (
        <>
          <PageHeader title={t('routes.fanList')} backTo="/chats" backLabel={t('common.back')} />
          <CreatorsOnlyNotice message={t('chat.lists.creatorsOnly')} />
        </>
      )}
    </section>
  );
}

export const FanListPage = withChatStrings(FanListFrame, <ChatSpinner />);
