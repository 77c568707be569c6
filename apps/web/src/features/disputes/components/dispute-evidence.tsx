import { useState, type FormEvent } from 'react';
import { useTranslation } from '#i18n';
import { DISPUTE_TEXT_MAX, type TDispute } from '@fanlane/contracts/dispute';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { Button } from '../../../shared/ui/button';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { Notice } from '../../../shared/ui/notice';
import { UserText } from '../../../shared/ui/user-text';
import { useAddEvidence } from '../api/dispute-api';

const ROLE_TONES = {
  fan: 'bg-sky-500/12 text-sky-700 dark:text-sky-300',
  creator: 'bg-accent/12 text-accent',
  admin: 'bg-fg/8 text-fg',
} as const;

/** A note for the case, from whoever may add one now. */
function NoteForm({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useAddEvidence(disputeId);
  const trimmed = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!trimmed) {
      setMissing(true);
      return;
    }
    add.mutate(trimmed, { onSuccess: () => setText('') });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2" data-testid="dispute-note-form">
      <CountedTextarea
        id="dispute-note"
        label={t('disputes.evidence.add')}
        limit={DISPUTE_TEXT_MAX}
        length={text.length}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
        placeholder={t('disputes.evidence.placeholder')}
        error={missing ? t('disputes.evidence.required') : undefined}
        hint={t('disputes.evidence.hint')}
        testId="dispute-note-input"
        counterTestId="dispute-note-counter"
      />
      {add.isError && (
        <Notice tone="error" testId="dispute-note-error">
          {serverErrorMessage(t, add.error)}
        </Notice>
      )}
      <div className="flex justify-end">
        <Button htmlType="submit" round loading={add.isPending} data-testid="dispute-note-submit">
          {t('disputes.evidence.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The notes of the case, oldest first, and the form for another while the viewer may add one. */
export function DisputeEvidence({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  if (dispute.evidence.length === 0 && !dispute.canAddEvidence) return null;
  return (
    <section className="space-y-3">
      <h2 className="font-semibold">{t('disputes.evidence.title')}</h2>
      {dispute.evidence.length === 0 ? (
        <p className="text-sm text-muted">{t('disputes.evidence.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="dispute-evidence-list">
          {dispute.evidence.map((note) => (
            <li
              key={note.id}
              className="rounded-2xl border border-line bg-surface p-4"
              data-testid="dispute-evidence"
              data-role={note.role}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ROLE_TONES[note.role]}`}>
                  {t(`disputes.role.${note.role}`)}
                </span>
                <time dateTime={note.createdAt} className="text-xs text-muted">
                  {formatDate(note.createdAt, 'dateTime')}
                </time>
              </div>
              <UserText as="p" className="mt-2 text-sm break-words whitespace-pre-wrap">
                {note.text}
              </UserText>
            </li>
          ))}
        </ol>
      )}
      {dispute.canAddEvidence && <NoteForm disputeId={dispute.id} />}
    </section>
  );
}
