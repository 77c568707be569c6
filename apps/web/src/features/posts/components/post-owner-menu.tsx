import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPost } from '@fanlane/contracts/post';
import { ApiError } from '../../../shared/lib/request';
import { useDeletePost, usePinPost } from '../api/post-mutations';
import { editPostPath } from '../lib/post-links';
import { ConfirmDialog } from './confirm-dialog';

function Item({ icon, children, onSelect, danger = false, testId }: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  testId: string;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      data-testid={testId}
      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-fg/6 ${
        danger ? 'text-red-500 dark:text-red-400' : 'text-fg'
      }`}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/** The creator's own menu on a post: edit, pin or unpin, delete after a confirmation. */
export function PostOwnerMenu({ post, onDeleted }: { post: TPost; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pin = usePinPost(post);
  const remove = useDeletePost(post);
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted?.();
      },
    });

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t('posts.menu.label')}
          data-testid="post-menu"
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted outline-none transition-colors hover:bg-fg/8 hover:text-fg focus-visible:ring-2 focus-visible:ring-accent"
        >
          <Ellipsis className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-52 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-2xl shadow-black/30 data-[state=open]:animate-fade-in"
          >
            <Item icon={<Pencil className="size-4" />} onSelect={() => void navigate(editPostPath(post.id))} testId="post-menu-edit">
              {t('posts.menu.edit')}
            </Item>
            {post.status === 'published' && (
              <Item
                icon={post.pinned ? <PinOff className="size-4" /> : <Pin className="size-4" />}
                onSelect={() => pin.mutate(!post.pinned)}
                testId="post-menu-pin"
              >
                {t(post.pinned ? 'posts.menu.unpin' : 'posts.menu.pin')}
              </Item>
            )}
            <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
            <Item icon={<Trash2 className="size-4" />} onSelect={() => setConfirming(true)} danger testId="post-menu-delete">
              {t('posts.menu.delete')}
            </Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={t('posts.delete.title')}
        body={t('posts.delete.body')}
        confirmLabel={t('posts.delete.confirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.error ? (remove.error instanceof ApiError ? remove.error.message : t('errors.default')) : null}
        testId="post-delete-dialog"
      />
    </>
  );
}
