/** The post composer: text, media, who may see it, teasers, sensitive, pin and schedule; create or edit. */
import type { ReactNode } from 'react';
import { CalendarClock, EyeOff, Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Blocker } from 'react-router';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Notice } from '../../../../shared/ui/notice';
import { SwitchRow } from '../../../../shared/ui/switch-row';
import { allowsPreviews } from '../../lib/composer-form';
import type { ComposerError, ComposerState } from '../../lib/composer-form';
import { ComposerText } from './composer-text';
import { MediaPicker } from './media-picker';
import { ScheduleFields } from './schedule-fields';
import { useComposerSave } from './use-composer-save';
import { useComposerState } from './use-composer-state';
import { VisibilityField } from './visibility-field';

/** The minimum-tier choice of a subscribers-only post (the subscriptions feature's, handed in by the app). */
export type TierSelectProps = { value: string | null; onChange: (tierId: string | null) => void };

interface ComposerFormProps {
  initial: ComposerState;
  /** The post being edited; absent for a new post. */
  editing?: TPost;
  renderTierSelect: (props: TierSelectProps) => ReactNode;
}

const card = 'rounded-3xl border border-line bg-surface p-4 md:p-6';

export function ComposerForm({ initial, editing, renderTierSelect }: ComposerFormProps) {
  const { t } = useTranslation();
  const composer = useComposerState(initial, editing);
  const { state, set, errors } = composer;
  const { submit, saving, formError, blocker } = useComposerSave(composer, editing);
  const message = (error: ComposerError | undefined) => (error ? t(error.key, error.params) : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="composer">
      <section className={card}>
        <ComposerText value={state.text} onChange={(text) => set('text', text)} error={message(errors.text)} />
        <div className="mt-4">
          <MediaPicker
            media={state.media}
            onChange={(media) => set('media', media)}
            previewIds={state.previewIds}
            onPreviewChange={(ids) => set('previewIds', ids)}
            previewsAllowed={allowsPreviews(state.visibility)}
            error={message(errors.media)}
          />
        </div>
      </section>

      <section className={card}>
        <VisibilityField
          value={state.visibility}
          onChange={(visibility) => set('visibility', visibility)}
          price={state.price}
          onPriceChange={(price) => set('price', price)}
          priceError={message(errors.price)}
          tierField={renderTierSelect({ value: state.minTierId, onChange: (minTierId) => set('minTierId', minTierId) })}
        />
      </section>

      <section className={`${card} space-y-4`}>
        <SwitchRow
          checked={state.sensitive}
          onChange={(sensitive) => set('sensitive', sensitive)}
          label={t('posts.sensitive.composer')}
          description={t('posts.sensitive.composerHint')}
          icon={<EyeOff className="size-4.5" />}
          testId="composer-sensitive"
        />
        <ScheduleFields
          state={state}
          set={set}
          canSchedule={!editing || editing.status === 'scheduled'}
          publishAtError={message(errors.publishAt)}
        />
      </section>

      {(formError || errors.form) && (
        <Notice tone="error" testId="composer-error">
          {formError ?? message(errors.form)}
        </Notice>
      )}

      <ComposerActions editing={Boolean(editing)} schedule={state.schedule} saving={saving} />
      <LeaveDialog blocker={blocker} />
    </form>
  );
}

/** Cancel, and the submit button saying what it does: save, schedule or publish. */
function ComposerActions({ editing, schedule, saving }: { editing: boolean; schedule: boolean; saving: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  let label = 'posts.composer.publish';
  if (editing) label = 'posts.composer.save';
  else if (schedule) label = 'posts.composer.scheduleSubmit';
  return (
    <div className="flex justify-end gap-2 pb-4">
      <Button type="cancel" round onClick={() => void navigate(-1)}>
        {t('common.cancel')}
      </Button>
      <Button htmlType="submit" round loading={saving} data-testid="composer-submit">
        {schedule ? <CalendarClock className="size-4" aria-hidden /> : <Send className="size-4" aria-hidden />}
        {t(label)}
      </Button>
    </div>
  );
}

/** Asks before unsaved changes are left behind for another page. */
function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t('posts.composer.leaveTitle')}
      body={t('posts.composer.leaveBody')}
      confirmLabel={t('posts.composer.leave')}
      onConfirm={() => blocker.proceed?.()}
      testId="composer-leave"
    />
  );
}
