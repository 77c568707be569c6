/**
 * The composer's media: drop or pick files (uploaded at once, with progress), pick from the vault,
 * put them in order, take them out, and mark free teasers of a locked post.
 */
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { ChevronLeft, ChevronRight, Gift, ImagePlus, Library, Play, X } from 'lucide-react';
import { useTranslation } from '#i18n';
import { POST_MEDIA_MAX } from '@fanlane/contracts/post-limits';
import type { TVaultItem } from '@fanlane/contracts/post';
import { Button } from '../../../../shared/ui/button';
import { mediaFromVault } from '../../lib/composer-form';
import type { ComposerMedia } from '../../lib/composer-form';
import { formatDuration } from '../../../../shared/lib/dates';
import { MediaUploadButton } from '../media-upload-button';
import { UploadStatus } from '../upload-progress';
import { useMediaUpload } from '../use-media-upload';
import { VaultPickerDialog } from './vault-picker-dialog';

interface MediaPickerProps {
  media: ComposerMedia[];
  onChange: (media: ComposerMedia[]) => void;
  previewIds: string[];
  onPreviewChange: (ids: string[]) => void;
  /** Whether the post is locked, so teasers make sense. */
  previewsAllowed: boolean;
  error?: string;
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const iconButton =
  'inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white backdrop-blur transition-colors hover:bg-black/80 disabled:cursor-not-allowed disabled:opacity-40';

export function MediaPicker({
  media,
  onChange,
  previewIds,
  onPreviewChange,
  previewsAllowed,
  error,
}: MediaPickerProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const [vaultOpen, setVaultOpen] = useState(false);
  const uploader = useMediaUpload();
  const free = POST_MEDIA_MAX - media.length;
  // Uploads finish after the picker may have changed; the latest list is what they join.
  const latest = useRef(media);
  latest.current = media;

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const items = await uploader.upload(files, Math.max(free, 0));
    if (items) onChange([...latest.current, ...items.map(mediaFromVault)]);
  };

  const addFromVault = (items: TVaultItem[]) => {
    const have = new Set(latest.current.map((m) => m.id));
    const fresh = items.filter((item) => !have.has(item.id)).map(mediaFromVault);
    onChange([...latest.current, ...fresh].slice(0, POST_MEDIA_MAX));
  };

  const remove = (id: string) => {
    onChange(media.filter((m) => m.id !== id));
    if (previewIds.includes(id)) onPreviewChange(previewIds.filter((p) => p !== id));
  };

  const togglePreview = (id: string) =>
    onPreviewChange(previewIds.includes(id) ? previewIds.filter((p) => p !== id) : [...previewIds, id]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop"
        className={`rounded-2xl border-2 border-dashed p-4 text-center transition-colors ${
          dragging ? 'border-accent bg-accent/8' : error ? 'border-red-500/60' : 'border-line'
        }`}
      >
        <ImagePlus className="mx-auto size-7 text-muted" aria-hidden />
        <p className="mt-2 text-sm text-muted">{t('posts.composer.dropHint')}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <MediaUploadButton
            icon={<ImagePlus className="size-4" aria-hidden />}
            label={t('posts.composer.addMedia')}
            disabled={free <= 0 || uploader.uploading}
            onFiles={(files) => void addFiles(files)}
            testId="media-add"
            inputTestId="media-input"
          />
          <Button
            type="cancel"
            round
            disabled={free <= 0}
            onClick={() => setVaultOpen(true)}
            data-testid="media-from-vault"
          >
            <Library className="size-4" aria-hidden />
            {t('posts.composer.fromVault')}
          </Button>
        </div>
        <p className="mt-2 text-xs text-muted">
          {t('posts.composer.mediaCount', { count: media.length, max: POST_MEDIA_MAX })}
        </p>
      </div>

      <UploadStatus uploader={uploader} />
      {error && (
        <p role="alert" className="text-[13px] text-red-500 dark:text-red-400">
          {error}
        </p>
      )}

      {media.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="composer-media">
          {media.map((item, index) => {
            const isPreview = previewIds.includes(item.id);
            const duration = item.kind === 'video' ? formatDuration(item.durationMs) : null;
            return (
              <li
                key={item.id}
                className="group relative aspect-square overflow-hidden rounded-xl bg-fg/8"
                data-testid="composer-media-item"
                data-media-id={item.id}
              >
                <img src={item.thumbUrl} alt="" draggable={false} className="size-full object-cover" />
                {item.kind === 'video' && (
                  <span className="absolute start-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-black/65 px-1.5 py-0.5 text-[11px] font-medium text-white">
                    <Play className="size-3 fill-current" aria-hidden />
                    {duration}
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => remove(item.id)}
                  aria-label={t('posts.composer.removeMedia')}
                  className={`absolute end-1.5 top-1.5 ${iconButton}`}
                  data-testid="media-remove"
                >
                  <X className="size-4" />
                </button>
                <div className="absolute start-1.5 top-1.5 flex gap-1">
                  <button
                    type="button"
                    onClick={() => onChange(move(media, index, index - 1))}
                    disabled={index === 0}
                    aria-label={t('posts.composer.moveEarlier')}
                    className={iconButton}
                    data-testid="media-move-left"
                  >
                    <ChevronLeft className="size-4 rtl:rotate-180" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onChange(move(media, index, index + 1))}
                    disabled={index === media.length - 1}
                    aria-label={t('posts.composer.moveLater')}
                    className={iconButton}
                    data-testid="media-move-right"
                  >
                    <ChevronRight className="size-4 rtl:rotate-180" />
                  </button>
                </div>
                {previewsAllowed && (
                  <button
                    type="button"
                    onClick={() => togglePreview(item.id)}
                    aria-pressed={isPreview}
                    data-testid="media-preview-toggle"
                    className={`absolute end-1.5 bottom-1.5 inline-flex cursor-pointer items-center gap-1 rounded-full px-2 py-1 text-[11px] font-semibold backdrop-blur transition-colors ${
                      isPreview ? 'bg-emerald-500 text-white' : 'bg-black/60 text-white/90 hover:bg-black/80'
                    }`}
                  >
                    <Gift className="size-3" aria-hidden />
                    {t('posts.media.freePreview')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {previewsAllowed && media.length > 0 && <p className="text-xs text-muted">{t('posts.composer.previewHint')}</p>}

      {vaultOpen && (
        <VaultPickerDialog
          onClose={() => setVaultOpen(false)}
          exclude={media.map((m) => m.id)}
          max={free}
          onPick={(items) => {
            addFromVault(items);
            setVaultOpen(false);
          }}
        />
      )}
    </div>
  );
}
