import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis, Eye, EyeOff, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { MenuItem } from '../../../shared/ui/menu-item';
import { usePinPost, useSensitivePost } from '../api/post-mutations';
import { editPostPath } from '../lib/post-links';
import { DeletePostDialog } from './delete-post-dialog';

/** The creator's own menu on a post: edit, pin or unpin, flag sensitive or not, delete after a confirmation. */
export function PostOwnerMenu({ post, onDeleted }: { post: TPost; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pin = usePinPost(post);
  const sensitive = useSensitivePost(post);
  const [confirming, setConfirming] = useState(false);

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
            <MenuItem
              icon={<Pencil className="size-4" />}
              onSelect={() => void navigate(editPostPath(post.id))}
              testId="post-menu-edit"
            >
              {t('posts.menu.edit')}
            </MenuItem>
            {post.status === 'published' && (
              <MenuItem
                icon={post.pinned ? <PinOff className="size-4" /> : <Pin className="size-4" />}
                onSelect={() => pin.mutate(!post.pinned)}
                testId="post-menu-pin"
              >
                {t(post.pinned ? 'posts.menu.unpin' : 'posts.menu.pin')}
              </MenuItem>
            )}
            <MenuItem
              icon={post.sensitive ? <Eye className="size-4" /> : <EyeOff className="size-4" />}
              onSelect={() => sensitive.mutate(!post.sensitive)}
              testId="post-menu-sensitive"
            >
              {t(post.sensitive ? 'posts.sensitive.unmark' : 'posts.sensitive.mark')}
            </MenuItem>
            <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
            <MenuItem
              icon={<Trash2 className="size-4" />}
              onSelect={() => setConfirming(true)}
              danger
              testId="post-menu-delete"
            >
              {t('posts.menu.delete')}
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <DeletePostDialog
        post={post}
        open={confirming}
        onOpenChange={setConfirming}
        onDeleted={onDeleted}
        testId="post-delete-dialog"
      />
    </>
  );
}
