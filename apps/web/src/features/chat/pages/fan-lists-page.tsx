/**
 * /chats/lists: a creator's saved lists of fans ("VIP", "Big tippers"), each with how many people
 * it holds; making one, renaming one in place, deleting one after a confirmation. A list opens its
 * members (/chats/lists/:listId); the mass composer can send to one.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChevronRight, ListChecks, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { FAN_LIST_NAME_MAX, FAN_LISTS_MAX } from '@fanlane/contracts/fan-lists';
import type { TFanList } from '@fanlane/contracts/fan-lists';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { TextField } from '../../../shared/ui/text-field';
import { UserText } from '../../../shared/ui/user-text';
import { useCreateFanList, useDeleteFanList, useFanLists, useRenameFanList } from '../api/fan-lists-api';
import { withChatStrings } from '../lib/chat-strings';
import { ChatLoadError, ChatSpinner } from '../components/chat-paged-list';
import { FAN_LISTS_PATH } from '../components/mass-audience-field';

export const fanListPath = (id: string) => `${FAN_LISTS_PATH}/${id}`;

/** The name field of a new or renamed list, with its own error or the server's refusal. */
function NameForm({
  initial = '',
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
  testId,
}: {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (name: string, done: () => void) => void;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('chat.lists.nameRequired'));
    setProblem(null);
    onSubmit(trimmed, () => setName(''));
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" data-testid={testId}>
      <TextField
        className="min-w-0 flex-1"
        label={onCancel ? t('chat.lists.name') : t('chat.lists.newName')}
        value={name}
        maxLength={FAN_LIST_NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        error={problem ?? serverError ?? undefined}
        hint={t('chat.lists.nameHint', { max: FAN_LIST_NAME_MAX })}
        data-testid={`${testId}-name`}
      />
      <div className="flex gap-2 sm:mt-7">
        <Button htmlType="submit" loading={pending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="cancel" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('chat.lists.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function ListLine({ list, onDelete }: { list: TFanList; onDelete: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const rename = useRenameFanList();
  if (editing) {
    return (
      <li className="p-3" data-testid="fan-list">
        <NameForm
          initial={list.name}
          submitLabel={t('chat.lists.save')}
          pending={rename.isPending}
          serverError={rename.isError ? serverErrorMessage(t, rename.error) : null}
          onSubmit={(name) => rename.mutate({ id: list.id, name }, { onSuccess: () => setEditing(false) })}
          onCancel={() => {
            rename.reset();
            setEditing(false);
          }}
          testId="fan-list-rename"
        />
      </li>
    );
  }
  return (
    <li className="flex items-center gap-1 rounded-2xl pe-1 hover:bg-fg/4" data-testid="fan-list">
      <Link
        to={fanListPath(list.id)}
        className="flex min-w-0 flex-1 items-center gap-3 px-3 py-3"
        data-testid="fan-list-open"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/12 text-accent">
          <ListChecks className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <UserText className="block truncate font-semibold" testId="fan-list-name">
            {list.name}
          </UserText>
          <span className="block text-sm text-muted" data-testid="fan-list-count">
            {t('chat.lists.members', { count: list.memberCount })}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted rtl:rotate-180" aria-hidden />
      </Link>
      <Button
        type="ghost"
        isIcon
        round
        aria-label={t('chat.lists.rename')}
        title={t('chat.lists.rename')}
        onClick={() => setEditing(true)}
        data-testid="fan-list-rename-start"
      >
        <Pencil className="size-4" />
      </Button>
      <Button
        type="ghost"
        isIcon
        round
        aria-label={t('chat.lists.delete')}
        title={t('chat.lists.delete')}
        onClick={onDelete}
        data-testid="fan-list-delete"
      >
        <Trash2 className="size-4 text-red-500" />
      </Button>
    </li>
  );
}

function FanLists() {
  const { t } = useTranslation();
  const lists = useFanLists();
  const create = useCreateFanList();
  const remove = useDeleteFanList();
  const [deleting, setDeleting] = useState<TFanList | null>(null);

  let body;
  if (lists.data) {
    body =
      lists.data.length === 0 ? (
        <EmptyState icon={<ListChecks className="size-8" />} title={t('chat.lists.empty')} />
      ) : (
        <ul className="space-y-0.5 rounded-3xl border border-line bg-surface p-2" data-testid="fan-lists">
          {lists.data.map((list) => (
            <ListLine
              key={list.id}
              list={list}
              onDelete={() => {
                remove.reset();
                setDeleting(list);
              }}
            />
          ))}
        </ul>
      );
  } else if (lists.isError) {
    body = <ChatLoadError title={t('chat.lists.loadError')} onRetry={() => void lists.refetch()} />;
  } else body = <ChatSpinner />;

  return (
    <>
      <div className="mb-6 rounded-3xl border border-line bg-surface p-4 sm:p-5">
        {lists.data && lists.data.length >= FAN_LISTS_MAX ? (
          <p className="text-sm text-muted" data-testid="fan-lists-full">
            {t('chat.lists.limit', { max: FAN_LISTS_MAX })}
          </p>
        ) : (
          <NameForm
            submitLabel={t('chat.lists.create')}
            pending={create.isPending}
            serverError={create.isError ? serverErrorMessage(t, create.error) : null}
            onSubmit={(name, done) =>
              create.mutate(name, {
                onSuccess: () => {
                  create.reset();
                  done();
                },
              })
            }
            testId="fan-list-create"
          />
        )}
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('chat.lists.deleteTitle', { name: deleting?.name ?? '' })}
        body={<p>{t('chat.lists.deleteBody')}</p>}
        confirmLabel={t('chat.lists.delete')}
        pending={remove.isPending}
        error={remove.isError ? serverErrorMessage(t, remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        testId="fan-list-delete-confirm"
      />
    </>
  );
}

function FanListsFrame() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  return (
    <section className="mx-auto max-w-2xl" data-testid="fan-lists-page">
      <PageHeader title={t('routes.fanLists')} backTo="/chats/newChatsSend" backLabel={t('common.back')} />
      {isCreator ? (
        <>
          <p className="-mt-3 mb-6 text-sm text-muted">{t('chat.lists.description')}</p>
          <FanLists />
        </>
      ) : (
        <CreatorsOnlyNotice message={t('chat.lists.creatorsOnly')} />
      )}
    </section>
  );
}

export const FanListsPage = withChatStrings(FanListsFrame, <ChatSpinner />);
