/** The post composer: text, media, who may see it, teasers, pin and schedule; create or edit. */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Pin, Send } from 'lucide-react';
import { useBlocker, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@fanlane/contracts/errors';
import { POST_TEXT_MAX, SCHEDULE_MAX_DAYS } from '@fanlane/contracts/post';
import type { TPost } from '@fanlane/contracts/post';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';
import { ApiError } from '../../../../shared/lib/request';
import { Button } from '../../../../shared/ui/button';
import { Notice } from '../../../../shared/ui/notice';
import { MinTierSelect } from '../../../subscriptions/components/min-tier-select';
import { createPost, postKeys, updatePost } from '../../api/post-api';
import {
  allowsPreviews,
  composerRequest,
  DAY_MS,
  isDirty,
  serverFieldErrors,
  toLocalInput,
  validateComposer,
} from '../../lib/composer-form';
import type { ComposerError, ComposerErrors, ComposerState } from '../../lib/composer-form';
import { postPath } from '../../lib/post-links';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { MediaPicker } from './media-picker';
import { SwitchRow } from '../../../../shared/ui/switch-row';
import { VisibilityField } from './visibility-field';

interface ComposerFormProps {
  initial: ComposerState;
  /** The post being edited; absent for a new post. */
  editing?: TPost;
}

const card = 'rounded-3xl border border-line bg-surface p-4 md:p-6';

export function ComposerForm({ initial, editing }: ComposerFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ComposerState>(initial);
  const [serverErrors, setServerErrors] = useState<ComposerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const leaving = useRef(false);
  // Where it started: a form opened with files from the vault is already worth keeping.
  const [pristine] = useState(() => (editing ? initial : { ...initial, media: [] }));
  const dirty = isDirty(state, pristine);
  const canSchedule = !editing || editing.status === 'scheduled';

  const set = <K extends keyof ComposerState>(key: K, value: ComposerState[K]) => {
    // Functional, so an upload finishing late does not undo what was typed meanwhile.
    setState((s) => ({ ...s, [key]: value }));
    setServerErrors({});
  };

  const save = useMutation({
    mutationFn: (s: ComposerState) => {
      const body = composerRequest(s);
      return editing ? updatePost({ ...body, id: editing.id }, { silent: true }) : createPost(body, { silent: true });
    },
    onSuccess: async (post) => {
      leaving.current = true;
      queryClient.setQueryData(postKeys.detail(post.id), post);
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      await navigate(post.status === 'scheduled' ? '/queue' : postPath(post), { replace: Boolean(editing) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERRORS.VALIDATION.code) {
        const fields = serverFieldErrors(error.data);
        if (Object.keys(fields).length > 0) {
          setServerErrors(fields);
          return;
        }
      }
      setFormError(serverErrorMessage(t, error));
    },
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (Object.keys(validateComposer(state)).length > 0) {
      // After the errors render, take the creator to the first one.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(state);
  };

  // Checked live once a submit was tried; the server's own findings stay until the next change.
  const errors: ComposerErrors = { ...serverErrors, ...(tried ? validateComposer(state) : {}) };
  const message = (error: ComposerError | undefined) => (error ? t(error.key, error.params) : undefined);
  const now = Date.now();

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="composer">
      <section className={card}>
        <label htmlFor="composer-text" className="sr-only">
          {t('posts.composer.textLabel')}
        </label>
        <textarea
          id="composer-text"
          value={state.text}
          onChange={(event) => set('text', event.target.value)}
          placeholder={t('posts.composer.textPlaceholder')}
          rows={5}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby="composer-text-message"
          data-testid="composer-text"
          className={`block w-full resize-y rounded-2xl border bg-bg/60 px-4 py-3 text-[15px] leading-relaxed outline-none transition-colors placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20 ${
            errors.text ? 'border-red-500/70' : 'border-line'
          }`}
        />
        <div className="mt-1.5 flex items-start justify-between gap-3" id="composer-text-message">
          <span
            role={errors.text ? 'alert' : undefined}
            className="text-[13px] text-red-500 dark:text-red-400"
            data-testid="composer-text-error"
          >
            {message(errors.text)}
          </span>
          <span
            className={`shrink-0 text-xs tabular-nums ${state.text.length > POST_TEXT_MAX ? 'font-semibold text-red-500' : 'text-muted'}`}
            data-testid="composer-counter"
          >
            {state.text.length}/{POST_TEXT_MAX}
          </span>
        </div>
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
          tierField={<MinTierSelect value={state.minTierId} onChange={(minTierId) => set('minTierId', minTierId)} />}
        />
      </section>

      <section className={`${card} space-y-4`}>
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
              <div className="ps-12">
                <label htmlFor="composer-publish-at" className="mb-1.5 block text-sm font-medium">
                  {t('posts.composer.publishAt')}
                </label>
                <input
                  id="composer-publish-at"
                  type="datetime-local"
                  value={state.publishAt}
                  min={toLocalInput(now)}
                  max={toLocalInput(now + SCHEDULE_MAX_DAYS * DAY_MS)}
                  onChange={(event) => set('publishAt', event.target.value)}
                  aria-invalid={errors.publishAt ? true : undefined}
                  data-testid="composer-publish-at"
                  className={`min-h-11 rounded-xl border bg-bg/60 px-3.5 text-[15px] outline-none focus:border-accent focus:ring-3 focus:ring-accent/20 ${
                    errors.publishAt ? 'border-red-500/70' : 'border-line'
                  }`}
                />
                {errors.publishAt && (
                  <p
                    role="alert"
                    className="mt-1.5 text-[13px] text-red-500 dark:text-red-400"
                    data-testid="composer-publish-at-error"
                  >
                    {message(errors.publishAt)}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </section>

      {(formError || errors.form) && (
        <Notice tone="error" testId="composer-error">
          {formError ?? message(errors.form)}
        </Notice>
      )}

      <div className="flex justify-end gap-2 pb-4">
        <Button type="cancel" round onClick={() => void navigate(-1)}>
          {t('common.cancel')}
        </Button>
        <Button htmlType="submit" round loading={save.isPending} data-testid="composer-submit">
          {state.schedule ? <CalendarClock className="size-4" aria-hidden /> : <Send className="size-4" aria-hidden />}
          {t(
            editing
              ? 'posts.composer.save'
              : state.schedule
                ? 'posts.composer.scheduleSubmit'
                : 'posts.composer.publish',
          )}
        </Button>
      </div>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t('posts.composer.leaveTitle')}
        body={t('posts.composer.leaveBody')}
        confirmLabel={t('posts.composer.leave')}
        onConfirm={() => blocker.proceed?.()}
        testId="composer-leave"
      />
    </form>
  );
}
