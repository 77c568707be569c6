/**
 * The chat composer's attachments, made of the posts feature's pieces: photos and videos uploaded
 * to the vault (with the same progress and limits as the post composer) or picked from it.
 */
import { useRef, useState } from 'react';
import { ImagePlus, Library, X } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TVaultItem } from '@fanlane/contracts/post';
import { ICON_BUTTON } from '../../features/chat/components/icon-button';
import type { AttachPickerProps, ChatAttachment } from '../../features/chat/lib/chat-types';
import { ACCEPTED_MEDIA } from '../../features/posts/api/upload-media';
import { VaultPickerDialog } from '../../features/posts/components/composer/vault-picker-dialog';
import { UploadStatus } from '../../features/posts/components/upload-progress';
import { useMediaUpload } from '../../features/posts/components/use-media-upload';

const iconButton = ICON_BUTTON;

const attachmentOf = ({ id, kind, width, height, durationMs, thumbUrl }: TVaultItem): ChatAttachment => ({
  id,
  kind,
  width,
  height,
  durationMs,
  thumbUrl,
});

export function ChatAttachPicker({ free, onAdd, disabled }: AttachPickerProps) {
  const { t } = useTranslation();
  const uploader = useMediaUpload();
  const input = useRef<HTMLInputElement>(null);
  const [vaultOpen, setVaultOpen] = useState(false);

  const addFiles = async (files: File[]) => {
    const items = await uploader.upload(files, free);
    if (items) onAdd(items.map(attachmentOf));
  };

  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled || uploader.uploading}
        aria-label={t('chat.composer.attach')}
        title={t('chat.composer.attach')}
        className={iconButton}
        data-testid="chat-attach"
      >
        <ImagePlus className="size-5" />
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_MEDIA}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('chat.composer.attach')}
        data-testid="chat-attach-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void addFiles(files);
        }}
      />
      <button
        type="button"
        onClick={() => setVaultOpen(true)}
        disabled={disabled}
        aria-label={t('chat.composer.fromVault')}
        title={t('chat.composer.fromVault')}
        className={iconButton}
        data-testid="chat-attach-vault"
      >
        <Library className="size-5" />
      </button>
      {(uploader.uploading || uploader.error) && (
        <div className="absolute inset-x-2 bottom-full z-10 mb-2 flex items-start gap-2 rounded-2xl bg-surface shadow-lg">
          <div className="min-w-0 flex-1 space-y-2">
            <UploadStatus uploader={uploader} />
          </div>
          {uploader.error && (
            <button
              type="button"
              onClick={uploader.clearError}
              aria-label={t('common.close')}
              className="mt-2 me-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-fg/8"
            >
              <X className="size-4" />
            </button>
          )}
        </div>
      )}
      {vaultOpen && (
        <VaultPickerDialog
          onClose={() => setVaultOpen(false)}
          exclude={[]}
          max={free}
          onPick={(items) => {
            onAdd(items.map(attachmentOf));
            setVaultOpen(false);
          }}
        />
      )}
    </>
  );
}
