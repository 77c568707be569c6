import { X } from 'lucide-react';
import { useTranslation } from '#i18n';
import { Notice } from '../../../shared/ui/notice';
import type { MediaUploader } from './use-media-upload';

/** The progress of the batch being uploaded, with a way to stop it. */
function UploadProgress({ fraction, onCancel }: { fraction: number; onCancel?: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <div
      className="flex items-center gap-3 rounded-2xl border border-line bg-bg/60 px-3 py-2.5"
      data-testid="upload-progress"
    >
      <div className="min-w-0 flex-1">
        <div className="flex justify-between text-xs font-medium">
          <span>{percent < 100 ? t('posts.upload.uploading') : t('posts.upload.processing')}</span>
          <span className="tabular-nums text-muted">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('posts.upload.uploading')}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-fg/10"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          aria-label={t('posts.upload.cancel')}
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-fg/8 hover:text-fg"
        >
          <X className="size-4" />
        </button>
      )}
    </div>
  );
}

/** Under an upload button: the running batch's progress, or why the last one failed. */
export function UploadStatus({ uploader }: { uploader: MediaUploader }) {
  return (
    <>
      {uploader.progress !== null && <UploadProgress fraction={uploader.progress} onCancel={uploader.cancel} />}
      {uploader.error && (
        <Notice tone="error" testId="upload-error">
          {uploader.error}
        </Notice>
      )}
    </>
  );
}
