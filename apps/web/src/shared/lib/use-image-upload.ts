import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '#i18n';
import { serverErrorMessage } from './api-errors';
import { busy } from './busy';

/** Whole megabytes, as the size limits are written for people. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}

interface ImageUploadOptions {
  /** The picture types offered and accepted. */
  accepted: readonly string[];
  maxBytes: number;
  /** Sends the file; the caller stores what comes back. A failure is shown as the server put it. */
  upload: (file: File) => Promise<void>;
  /** What a file of another type, or one over `maxBytes`, is told. */
  wrongType: string;
  tooLarge: string;
}

/**
 * One picture (an avatar, a cover): picked in a hidden file input, checked here, shown at once from
 * the file while it uploads, then dropped for the stored one. Spread `inputProps` on the input.
 */
export function useImageUpload({ accepted, maxBytes, upload, wrongType, tooLarge }: ImageUploadOptions) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!accepted.includes(file.type)) return setError(wrongType);
    if (file.size > maxBytes) return setError(tooLarge);
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    const done = busy.start();
    try {
      await upload(file);
      setPreview(null);
    } catch (failure) {
      setPreview(null);
      setError(serverErrorMessage(t, failure));
    } finally {
      done();
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return {
    preview,
    uploading,
    error,
    choose: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: 'file',
      accept: accepted.join(','),
      className: 'hidden',
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onFile(event.target.files?.[0]),
    },
  };
}
