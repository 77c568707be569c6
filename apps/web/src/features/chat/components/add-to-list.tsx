/**
 * A creator's "Add to list" in a conversation's header: their saved lists, each ticked when the
 * other person is on it; a tick adds or removes them at once. Someone who is not the creator's fan
 * (no follow, subscription, purchase or conversation) is refused in the server's words.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ListPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { useChangeFanList, useFanLists, useFanListsOf } from '../api/fan-lists-api';
import { ChatSpinner } from './chat-paged-list';
import { HEADER_ICON_BUTTON, IconButton } from './icon-button';

export function AddToList({ address }: { address: string }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const lists = useFanLists(open);
  const holding = useFanListsOf(address, open);
  const change = useChangeFanList();

  // Closes on a click elsewhere and on Escape.
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const on = new Set(holding.data ?? []);
  let body;
  if (lists.isError || holding.isError)
    body = <p className="px-3 py-2 text-sm text-muted">{t('chat.lists.loadError')}</p>;
  else if (!lists.data || !holding.data) body = <ChatSpinner className="mx-auto my-3" />;
  else if (lists.data.length === 0) body = <p className="px-3 py-2 text-sm text-muted">{t('chat.mass.noLists')}</p>;
  else {
    body = (
      <ul className="max-h-64 overflow-y-auto py-1">
        {lists.data.map((list) => (
          <li key={list.id}>
            <label className="flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm hover:bg-fg/6">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={on.has(list.id)}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ id: list.id, addresses: [address], add: event.target.checked })}
                data-testid={`chat-list-${list.id}`}
              />
              <span dir="auto" className="min-w-0 flex-1 truncate">
                {list.name}
              </span>
              <span className="text-xs text-muted tabular-nums">{list.memberCount}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="relative" ref={box}>
      <IconButton
        onClick={() => {
          change.reset();
          setOpen((was) => !was);
        }}
        expanded={open}
        label={t('chat.actions.lists')}
        className={HEADER_ICON_BUTTON}
        testId="chat-lists"
      >
        <ListPlus className="size-5" />
      </IconButton>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('chat.actions.lists')}
          className="absolute end-0 top-full z-30 mt-1 w-64 rounded-2xl border border-line bg-surface shadow-lg"
          data-testid="chat-lists-panel"
        >
          {body}
          {change.isError && (
            <p role="alert" className="px-3 pb-2 text-sm text-red-600 dark:text-red-300" data-testid="chat-lists-error">
              {serverErrorMessage(t, change.error)}
            </p>
          )}
          <Link
            to="/chats/lists"
            className="block border-t border-line px-3 py-2 text-sm font-semibold text-accent hover:underline"
          >
            {t('chat.mass.manageLists')}
          </Link>
        </div>
      )}
    </div>
  );
}
