import { Camera, ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#i18n';

/**
 * One picture of the application: a file from the device, or (on phones) the camera straight away
 * (`capture`); a preview once chosen. The file stays in the browser until the form is sent.
 */
export function PictureInput({
  label,
  hint,
  file,
  onChange,
  capture,
  testId,
}: {
  label: string;
  hint: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  capture?: 'user' | 'environment';
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const Icon = capture === 'user' ? Camera : ImagePlus;
  return (
    <div className="rounded-2xl border border-dashed border-line bg-bg/40 p-4">
      <p className="text-sm font-semibold">{label}</p>
      <p className="mt-0.5 text-xs text-muted">{hint}</p>
      <div className="mt-3 flex items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-2">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" data-testid={`${testId}-preview`} />
          ) : (
            <Icon className="size-8 text-muted" aria-hidden />
          )}
        </div>
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-accent/60 px-4 text-sm font-semibold text-accent hover:bg-accent/8"
        >
          <Icon className="size-4" aria-hidden />
          {file ? t('kyc.form.replace') : capture === 'user' ? t('kyc.form.takeSelfie') : t('kyc.form.choose')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          capture={capture}
          className="sr-only"
          data-testid={testId}
          onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
        />
      </div>
    </div>
  );
}
