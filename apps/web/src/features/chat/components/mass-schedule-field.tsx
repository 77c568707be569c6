/** When a mass message goes out: now, or at a date and time at most MASS_SCHEDULE_MAX_DAYS ahead. */
import { useId, useMemo } from 'react';
import { useTranslation } from '#i18n';
import { MASS_SCHEDULE_MAX_DAYS } from '@fanlane/contracts/chat-limits';
import { FieldMessage } from '../../../shared/ui/field-message';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { latestSchedule, localInputValue } from '../lib/mass-schedule';

export const WHEN = ['now', 'later'] as const;
export type When = (typeof WHEN)[number];

export function MassScheduleField({
  when,
  onWhen,
  scheduleAt,
  onScheduleAt,
  error,
}: {
  when: When;
  onWhen: (when: When) => void;
  /** As the datetime-local input holds it, in the browser's time zone. */
  scheduleAt: string;
  onScheduleAt: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The picker's bounds, fixed when the page opens (sending checks against the time then).
  const bounds = useMemo(() => {
    const now = new Date();
    return { min: localInputValue(now), max: localInputValue(latestSchedule(now)) };
  }, []);
  return (
    <fieldset className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
      <legend className="sr-only">{t('chat.mass.when')}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold">{t('chat.mass.when')}</p>
        <SegmentedControl
          options={WHEN}
          value={when}
          onChange={onWhen}
          label={t('chat.mass.when')}
          role="radio"
          size="sm"
          optionLabel={(option) => t(`chat.mass.${option}`)}
          testIdPrefix="mass-when"
        />
      </div>
      {when === 'later' && (
        <div className="mt-3">
          <label htmlFor={`${id}-at`} className="mb-1.5 block text-sm font-medium text-fg/90">
            {t('chat.mass.scheduleAt')}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={scheduleAt}
            min={bounds.min}
            max={bounds.max}
            onChange={(event) => onScheduleAt(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-at-message`}
            className={`min-h-11 w-full max-w-xs rounded-xl border bg-bg/60 px-3.5 text-[15px] outline-none focus:border-accent ${
              error ? 'border-red-500/70' : 'border-line'
            }`}
            data-testid="mass-schedule"
          />
          <FieldMessage
            id={`${id}-at-message`}
            error={error}
            hint={t('chat.mass.scheduleHint', { days: MASS_SCHEDULE_MAX_DAYS })}
          />
        </div>
      )}
    </fieldset>
  );
}
