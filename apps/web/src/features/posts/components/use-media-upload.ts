import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import type { TVaultItem } from '@fanlane/contracts/post';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { busy } from '../../../shared/lib/busy';
import { isCancelledError } from '../../../shared/lib/request';
import { postKeys } from '../api/post-api';
import { uploadMedia } from '../api/upload-media';

export type MediaUploader = ReturnType<typeof useMediaUpload>;

/** One batch of uploads at a time, with its progress (0..1) and its error to show inline. */
export function useMediaUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (files: File[], maxFiles?: number): Promise<TVaultItem[] | null> => {
      if (files.length === 0 || controller.current) return null;
      const abort = new AbortController();
      controller.current = abort;
      setError(null);
      setProgress(0);
      const done = busy.start();
      try {
        const items = await uploadMedia(files, {
          maxFiles,
          signal: abort.signal,
          onProgress: (p) => setProgress(p.fraction),
        });
        void queryClient.invalidateQueries({ queryKey: postKeys.vaultAll });
        return items;
      } catch (err) {
        if (!isCancelledError(err)) setError(serverErrorMessage(t, err));
        return null;
      } finally {
        done();
        controller.current = null;
        setProgress(null);
      }
    },
    [queryClient, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { upload, cancel, progress, uploading: progress !== null, error, clearError: () => setError(null) };
}
