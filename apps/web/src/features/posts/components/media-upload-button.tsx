import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { ACCEPTED_MEDIA } from '../api/upload-media';

interface MediaUploadButtonProps {
  icon: ReactNode;
  label: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  testId: string;
  inputTestId: string;
}

/** A button that opens the file picker for photos and videos, several at once; the picker forgets them after, so the same file may be chosen again. */
export function MediaUploadButton({
  icon,
  label,
  disabled = false,
  onFiles,
  testId,
  inputTestId,
}: MediaUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="borderBg" round disabled={disabled} onClick={() => input.current?.click()} data-testid={testId}>
        {icon}
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_MEDIA}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
