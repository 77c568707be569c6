import { useTranslation } from '#i18n';
import { WATERMARK_POSITIONS } from '@fanlane/contracts/post-limits';
import type { TWatermarkSettings } from '@fanlane/contracts/post';

type TPosition = TWatermarkSettings['position'];

// Places on the photo itself, so left and right do not follow the interface's direction.
const SPOTS: Record<TPosition, string> = {
  'top-left': 'top-3 left-3',
  'top-right': 'top-3 right-3',
  'bottom-left': 'bottom-3 left-3',
  'bottom-right': 'bottom-3 right-3',
  center: 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2',
};

interface WatermarkPositionPickerProps {
  value: TPosition;
  onChange: (position: TPosition) => void;
  /** Shown on the preview where the mark goes. */
  text: string;
  enabled: boolean;
}

/** A small photo with the five places a watermark can go; the chosen one shows the mark itself. */
export function WatermarkPositionPicker({ value, onChange, text, enabled }: WatermarkPositionPickerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('watermark.position')}
      dir="ltr"
      className="relative aspect-[16/10] w-full max-w-md overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-sky-400 via-indigo-500 to-fuchsia-500"
      data-testid="watermark-preview"
    >
      <div
        className="absolute inset-x-0 bottom-0 h-1/2 bg-[radial-gradient(ellipse_at_30%_120%,rgba(15,23,42,0.85),transparent_60%),radial-gradient(ellipse_at_80%_130%,rgba(30,41,59,0.8),transparent_55%)]"
        aria-hidden
      />
      <div className="absolute top-5 right-10 size-10 rounded-full bg-amber-200/80 blur-[1px]" aria-hidden />
      {WATERMARK_POSITIONS.map((position) => {
        const selected = position === value;
        return (
          <button
            key={position}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t(`watermark.positions.${position}`)}
            title={t(`watermark.positions.${position}`)}
            data-testid={`watermark-position-${position}`}
            onClick={() => onChange(position)}
            className={`absolute flex min-h-8 min-w-8 cursor-pointer items-center justify-center rounded-lg transition-all ${SPOTS[position]} ${
              selected ? '' : 'hover:bg-white/20'
            }`}
          >
            {selected ? (
              <span
                className={`max-w-40 truncate rounded-md px-2 py-1 text-xs font-semibold text-white drop-shadow-[0_1px_2px_rgba(0,0,0,0.7)] ring-2 ring-white/80 ${
                  enabled ? 'opacity-90' : 'opacity-50'
                }`}
              >
                {text || '—'}
              </span>
            ) : (
              <span className="size-3 rounded-full border-2 border-white/80 bg-white/20" aria-hidden />
            )}
          </button>
        );
      })}
    </div>
  );
}
