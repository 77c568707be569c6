/**
 * /vault: every photo and video the creator uploaded, where each is used, uploads with progress,
 * delete (refused while a post uses the file), and a new post from the selected files.
 */
import { useState } from 'react';
import { Check, Film, Image as ImageIcon, Library, PenSquare, Play, Trash2, Upload } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { POST_MEDIA_MAX } from '@fanlane/contracts/post-limits';
import type { TMediaKind, TVaultItem } from '@fanlane/contracts/post';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { useDeleteMedia, useVault } from '../api/use-vault';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CreatorsOnly, ToolHeader } from '../components/creators-only';
import { MediaUploadButton } from '../components/media-upload-button';
import { UploadStatus } from '../components/upload-progress';
import { useMediaUpload } from '../components/use-media-upload';
import { formatDuration } from '../../../shared/lib/dates';

type KindTab = 'all' | TMediaKind;
const TABS: Array<{ id: KindTab; label: string; icon: typeof Library }> = [
  { id: 'all', label: 'vault.tabs.all', icon: Library },
  { id: 'image', label: 'vault.tabs.photos', icon: ImageIcon },
  { id: 'video', label: 'vault.tabs.videos', icon: Film },
];

function VaultTile({
  item,
  selected,
  onToggle,
  onDelete,
}: {
  item: TVaultItem;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const used = item.usedIn.length;
  const duration = item.kind === 'video' ? formatDuration(item.durationMs) : null;
  return (
    <li className="group relative" data-testid="vault-item" data-media-id={item.id}>
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={selected}
        aria-label={t('vault.select')}
        className={`relative block aspect-square w-full cursor-pointer overflow-hidden rounded-2xl bg-fg/8 ring-offset-2 ring-offset-bg transition-shadow ${selected ? 'ring-3 ring-accent' : ''}`}
      >
        <img
          src={item.thumbUrl}
          alt=""
          loading="lazy"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-black/70 to-transparent" aria-hidden />
        {item.kind === 'video' && (
          <span
            className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-[11px] font-medium text-white tabular-nums"
            data-testid="vault-duration"
          >
            <Play className="size-3 fill-current" aria-hidden />
            {duration}
          </span>
        )}
        <span
          className={`absolute end-2 top-2 inline-flex size-6 items-center justify-center rounded-full ${selected ? 'bg-accent text-white' : 'border-2 border-white/80 bg-black/25'}`}
        >
          {selected && <Check className="size-4" aria-hidden />}
        </span>
        <span className="absolute start-2 bottom-2 text-xs font-semibold text-white" data-testid="vault-usage">
          {used > 0 ? t('vault.usedIn', { count: used }) : t('vault.notUsed')}
        </span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('vault.delete')}
        title={t('vault.delete')}
        data-testid="vault-delete"
        className="absolute end-2 bottom-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white opacity-90 backdrop-blur transition-colors hover:bg-red-500 md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100"
      >
        <Trash2 className="size-4" />
      </button>
    </li>
  );
}

function Vault() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<KindTab>('all');
  const [selected, setSelected] = useState<TVaultItem[]>([]);
  const [deleting, setDeleting] = useState<TVaultItem | null>(null);
  const uploader = useMediaUpload();
  const kind = tab === 'all' ? undefined : tab;

  const { query: vault, items } = useVault(kind);

  const remove = useDeleteMedia((id) => {
    setSelected((list) => list.filter((item) => item.id !== id));
    setDeleting(null);
  });

  const toggle = (item: TVaultItem) =>
    setSelected((list) =>
      list.some((s) => s.id === item.id)
        ? list.filter((s) => s.id !== item.id)
        : list.length < POST_MEDIA_MAX
          ? [...list, item]
          : list,
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label={t('vault.filter')}
          className="inline-flex rounded-full border border-line bg-surface p-1"
        >
          {TABS.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
              data-testid={`vault-tab-${id}`}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors ${
                tab === id ? 'bg-accent text-white shadow-sm' : 'text-muted hover:text-fg'
              }`}
            >
              <Icon className="size-4" aria-hidden />
              {t(label)}
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <MediaUploadButton
            icon={<Upload className="size-4" aria-hidden />}
            label={t('vault.upload')}
            disabled={uploader.uploading}
            onFiles={(files) => void uploader.upload(files, POST_MEDIA_MAX)}
            testId="vault-upload"
            inputTestId="vault-upload-input"
          />
        </div>
      </div>

      <UploadStatus uploader={uploader} />

      {selected.length > 0 && (
        <div
          className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-accent/30 bg-surface px-4 py-2.5 shadow-lg"
          data-testid="vault-selection"
        >
          <span className="text-sm font-medium">{t('vault.selected', { count: selected.length })}</span>
          <div className="flex gap-2">
            <Button type="ghost" round onClick={() => setSelected([])}>
              {t('vault.clearSelection')}
            </Button>
            <Button
              round
              onClick={() => void navigate('/createPost', { state: { media: selected } })}
              data-testid="vault-new-post"
            >
              <PenSquare className="size-4" aria-hidden />
              {t('vault.newPost')}
            </Button>
          </div>
        </div>
      )}

      {vault.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="aspect-square animate-pulse rounded-2xl bg-fg/8" />
          ))}
        </ul>
      ) : vault.isError ? (
        <LoadErrorState
          title={t('vault.loadError')}
          retryLabel={t('posts.list.retry')}
          onRetry={() => void vault.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          className="rounded-3xl border border-dashed border-line"
          icon={<Library className="size-8" />}
          title={t('vault.emptyTitle')}
          description={t('vault.emptyBody')}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="vault-grid">
          {items.map((item) => (
            <VaultTile
              key={item.id}
              item={item}
              selected={selected.some((s) => s.id === item.id)}
              onToggle={() => toggle(item)}
              onDelete={() => {
                remove.reset();
                setDeleting(item);
              }}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={vault} label={t('posts.list.loadMore')} className="w-full" />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('vault.deleteTitle')}
        body={
          deleting && deleting.usedIn.length > 0
            ? t('vault.deleteUsedBody', { count: deleting.usedIn.length })
            : t('vault.deleteBody')
        }
        confirmLabel={t('vault.delete')}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        pending={remove.isPending}
        error={remove.error ? serverErrorMessage(t, remove.error) : null}
        testId="vault-delete-dialog"
      />
    </div>
  );
}

export function VaultPage() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  return (
    <div data-testid="vault-page">
      <ToolHeader
        icon={<Library className="size-6" aria-hidden />}
        title={t('vault.title')}
        subtitle={t('vault.subtitle')}
      />
      {isCreator ? <Vault /> : <CreatorsOnly />}
    </div>
  );
}
