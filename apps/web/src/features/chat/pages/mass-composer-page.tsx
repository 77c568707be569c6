/**
 * /chats/newChatsSend: a creator's message to many fans at once. The audience (followers, active
 * subscribers, one tier, expired subscribers, buyers) with how many it reaches now, the text, photos
 * and videos with an optional price, now or at a time at most MASS_SCHEDULE_MAX_DAYS ahead; a
 * confirmation with the number of recipients, then its statistics. Fans are told it is for creators.
 * The app hands in the creator's tiers and how attachments are picked.
 */
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ChartColumn } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX, MASS_SCHEDULE_MAX_DAYS } from '@fanlane/contracts/chat-limits';
import type { MassAudience, TMassMessageCreateRequest } from '@fanlane/contracts/chat';
import { ERRORS } from '@fanlane/contracts/errors';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { ApiError } from '../../../shared/lib/request';
import { formatDate } from '../../../shared/lib/dates';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { PageHeader } from '../../../shared/ui/page-header';
import { useMassAudienceCount, useSendMass } from '../api/mass-api';
import { attachmentPrice, priceRangeText } from '../lib/chat-price';
import { withChatStrings } from '../lib/chat-strings';
import type { AttachPickerProps, ChatAttachment } from '../lib/chat-types';
import { scheduleOf } from '../lib/mass-schedule';
import { AttachmentStrip, addAttachments, PriceField } from '../components/attachment-fields';
import { ChatSpinner } from '../components/chat-paged-list';
import { MassAudienceField } from '../components/mass-audience-field';
import type { MassTier } from '../components/mass-audience-field';
import { MassScheduleField } from '../components/mass-schedule-field';
import type { When } from '../components/mass-schedule-field';

export const MASS_STATISTICS_PATH = '/massMessagesStatistics';

const isListGone = (error: unknown) => error instanceof ApiError && error.code === ERRORS.FAN_LIST_NOT_FOUND.code;

export interface MassComposerPageProps {
  /** The creator's active tiers: undefined while they load. */
  tiers: MassTier[] | undefined;
  renderAttach?: (props: AttachPickerProps) => ReactNode;
}

type Problems = Partial<Record<'text' | 'tier' | 'list' | 'price' | 'schedule' | 'audience', string>>;

function MassComposer({ tiers, renderAttach }: MassComposerPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [audience, setAudience] = useState<MassAudience>('subscribers');
  const [tierId, setTierId] = useState('');
  const [listId, setListId] = useState('');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [price, setPrice] = useState('');
  const [when, setWhen] = useState<When>('now');
  const [scheduleAt, setScheduleAt] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [review, setReview] = useState<TMassMessageCreateRequest | null>(null);
  const count = useMassAudienceCount(audience, audience === 'list' ? listId : tierId, true);
  const send = useSendMass();

  const clear = (field: keyof Problems) => setProblems(({ [field]: _gone, ...rest }) => rest);
  const trimmed = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!trimmed && attachments.length === 0) found.text = t('chat.mass.errors.empty');
    if (audience === 'tier' && !tierId) found.tier = t('chat.mass.errors.tier');
    if (audience === 'list' && !listId) found.list = t('chat.mass.errors.list');
    const priced = attachmentPrice(price, attachments.length);
    if (!priced.valid) found.price = priceRangeText(t);
    const schedule = when === 'later' ? scheduleOf(scheduleAt, new Date()) : null;
    if (schedule && 'problem' in schedule) {
      found.schedule = t(`chat.mass.errors.schedule.${schedule.problem}`, { days: MASS_SCHEDULE_MAX_DAYS });
    }
    if (count.data?.count === 0) found.audience = t('chat.mass.errors.nobody');
    setProblems(found);
    if (Object.keys(found).length > 0 || !priced.valid) return;
    send.reset();
    void count.refetch();
    setReview({
      audience,
      ...(audience === 'tier' && { tierId }),
      ...(audience === 'list' && { listId }),
      text: trimmed,
      ...(attachments.length > 0 && { mediaIds: attachments.map((a) => a.id) }),
      ...(priced.cents && { priceCents: priced.cents }),
      ...(schedule && 'at' in schedule && { scheduleAt: schedule.at }),
    });
  };

  const confirm = () => {
    if (!review) return;
    send.mutate(review, {
      onSuccess: () => void navigate(MASS_STATISTICS_PATH),
      onError: (error) => {
        // A field the server refused (the time passed meanwhile, the tier went) shows at that field.
        const issue = validationIssues(error).find((i) => i.field === 'scheduleAt' || i.field === 'tierId');
        // The list was deleted meanwhile: shown at the list.
        if (!issue && !isListGone(error)) return;
        setReview(null);
        const field = issue ? (issue.field === 'scheduleAt' ? 'schedule' : 'tier') : 'list';
        setProblems({ [field]: serverErrorMessage(t, error) });
      },
    });
  };

  const recipients = count.data?.count ?? 0;
  const at = review?.scheduleAt ? formatDate(review.scheduleAt, 'dateTime') : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" data-testid="mass-form">
      <MassAudienceField
        audience={audience}
        onAudience={(option) => {
          setAudience(option);
          clear('audience');
        }}
        tiers={tiers}
        tierId={tierId}
        onTier={(value) => {
          setTierId(value);
          clear('tier');
        }}
        listId={listId}
        onList={(value) => {
          setListId(value);
          clear('list');
        }}
        count={count}
        tierError={problems.tier}
        listError={problems.list}
        audienceError={problems.audience}
      />

      <div className="space-y-3 rounded-3xl border border-line bg-surface p-4 sm:p-5">
        <CountedTextarea
          id={`${id}-text`}
          label={t('chat.mass.text')}
          limit={CHAT_MESSAGE_MAX}
          length={text.length}
          value={text}
          error={problems.text}
          onChange={(event) => {
            setText(event.target.value);
            clear('text');
          }}
          placeholder={t('chat.composer.placeholder')}
          testId="mass-text"
          counterTestId="mass-text-counter"
        />
        <div className="relative flex flex-wrap items-center gap-2">
          {renderAttach?.({
            free: CHAT_ATTACHMENTS_MAX - attachments.length,
            disabled: attachments.length >= CHAT_ATTACHMENTS_MAX,
            onAdd: (items) => {
              setAttachments((list) => addAttachments(list, items));
              clear('text');
            },
          })}
          <span className="text-[13px] text-muted">{t('chat.mass.mediaHint')}</span>
        </div>
        {attachments.length > 0 && (
          <div>
            <AttachmentStrip
              items={attachments}
              onRemove={(gone) => setAttachments((list) => list.filter((a) => a.id !== gone))}
            />
            <PriceField
              id={`${id}-price`}
              testId="mass-price"
              value={price}
              error={problems.price ?? null}
              onChange={(value) => {
                setPrice(value);
                clear('price');
              }}
            />
          </div>
        )}
      </div>

      <MassScheduleField
        when={when}
        onWhen={(option) => {
          setWhen(option);
          clear('schedule');
        }}
        scheduleAt={scheduleAt}
        onScheduleAt={(value) => {
          setScheduleAt(value);
          clear('schedule');
        }}
        error={problems.schedule}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button htmlType="submit" round data-testid="mass-review">
          {t(when === 'later' ? 'chat.mass.reviewSchedule' : 'chat.mass.review')}
        </Button>
      </div>

      <ConfirmDialog
        open={review !== null}
        onOpenChange={(open) => !open && setReview(null)}
        title={t(review?.scheduleAt ? 'chat.mass.confirm.titleScheduled' : 'chat.mass.confirm.title')}
        body={
          <p data-testid="mass-confirm-count">
            {at
              ? t('chat.mass.confirm.bodyScheduled', { count: recipients, at })
              : t('chat.mass.confirm.body', { count: recipients })}
          </p>
        }
        confirmLabel={t(review?.scheduleAt ? 'chat.mass.confirm.schedule' : 'chat.mass.confirm.send')}
        danger={false}
        pending={send.isPending}
        error={send.isError ? serverErrorMessage(t, send.error) : null}
        onConfirm={confirm}
        testId="mass-confirm"
      />
    </form>
  );
}

function MassComposerFrame(props: MassComposerPageProps) {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  return (
    <section className="mx-auto max-w-2xl" data-testid="mass-composer">
      <PageHeader
        title={t('routes.newChatsSend')}
        backTo="/chats"
        backLabel={t('common.back')}
        action={
          isCreator ? (
            <Link
              to={MASS_STATISTICS_PATH}
              aria-label={t('routes.massMessagesStatistics')}
              title={t('routes.massMessagesStatistics')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-accent hover:bg-accent/10"
              data-testid="mass-statistics-link"
            >
              <ChartColumn className="size-5" />
            </Link>
          ) : undefined
        }
      />
      {isCreator ? (
        <>
          <p className="-mt-3 mb-6 text-sm text-muted">{t('chat.mass.description')}</p>
          <MassComposer {...props} />
        </>
      ) : (
        <CreatorsOnlyNotice message={t('chat.mass.creatorsOnly')} />
      )}
    </section>
  );
}

export const MassComposerPage = withChatStrings(MassComposerFrame, <ChatSpinner />);
