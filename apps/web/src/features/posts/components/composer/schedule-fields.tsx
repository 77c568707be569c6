import { CalendarClock, Pin } from 'lucide-react';
import { useTranslation } from '#i18n';
import { SCHEDULE_MAX_DAYS } from '@fanlane/contracts/post-limits';
import { SwitchRow } from '../../../../shared/ui/switch-row';
import { DAY_MS, toLocalInput } from '../../lib/composer-form';
import type { ComposerState } from '../../lib/composer-form';

interface ScheduleFieldsProps {
  state: Pick<ComposerState, 'pinned' | 'schedule' | 'publishAt'>;
  set: <K extends 'pinned' | 'schedule' | 'publishAt'>(key: K, value: ComposerState[K]) => void;
  /** A published post keeps its date: only a new or still scheduled one may be scheduled. */
  canSchedule: boolean;
  publishAtError: string | undefined;
}

/** Pin to the top of the creator's page; publish later, at a time within the scheduling window. */
export function ScheduleFields({ state, set, canSchedule, publishAtError }: ScheduleFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SwitchRow
        checked={state.pinned}
        onChange={(pinned) => set('pinned', pinned)}
        label={t('posts.composer.pin')}
        description={t('posts.composer.pinHint')}
        icon={<Pin className="size-4.5" />}
        testId="composer-pin"
      />
      {canSchedule && (
        <>
          <SwitchRow
            checked={state.schedule}
            onChange={(schedule) => set('schedule', schedule)}
            label={t('posts.composer.schedule')}
            description={t('posts.composer.scheduleHint', { days: SCHEDULE_MAX_DAYS })}
            icon={<CalendarClock className="size-4.5" />}
            testId="composer-schedule"
          />
          {state.schedule && (
            <PublishAtField
              value={state.publishAt}
              onChange={(publishAt) => set('publishAt', publishAt)}
              error={publishAtError}
            />
          )}
        </>
      )}
    </>
  );
}

function PublishAtField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <div className="ps-12">
      <label htmlFor="composer-publish-at" className="mb-1.5 block text-sm font-medium">
        {t('posts.composer.publishAt')}
      </label>
      <input
        id="composer-publish-at"
        type="datetime-local"
        value={value}
        min={toLocalInput(now)}
        max={toLocalInput(now + SCHEDULE_MAX_DAYS * DAY_MS)}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid="composer-publish-at"
        className={`min-h-11 rounded-xl border bg-bg/60 px-3.5 text-[15px] outline-none focus:border-accent focus:ring-3 focus:ring-accent/20 ${
          error ? 'border-red-500/70' : 'border-line'
        }`}
      />
      {error && (
        <p
          role="alert"
          className="mt-1.5 text-[13px] text-red-500 dark:text-red-400"
          data-testid="composer-publish-at-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}
