import { useState } from 'react';
import { useTranslation } from '#i18n';
import { TRACKING_LINK_NAME_MAX } from '@fanlane/contracts/tracking-links';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { TextField } from '../../../shared/ui/text-field';

interface LinkNameDialogProps {
  /** Null: closed. `name` is the current one when renaming. */
  editing: { mode: 'create' } | { mode: 'rename'; name: string } | null;
  onClose: () => void;
  /** Resolves once saved; a refusal (a name taken, the limit) is shown under the field. */
  onSave: (name: string) => Promise<unknown>;
}

/** The one form of a link: its name, for a new link or a rename. */
export function LinkNameDialog({ editing, onClose, onSave }: LinkNameDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing?.mode === 'rename' ? t('trackingLinks.renameTitle') : t('trackingLinks.createTitle')}
      description={t('trackingLinks.nameHint')}
      closeLabel={t('common.close')}
      size="sm"
      testId="tracking-link-dialog"
    >
      {editing && (
        <NameForm
          key={editing.mode === 'rename' ? editing.name : ''}
          initial={editing.mode === 'rename' ? editing.name : ''}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </DialogShell>
  );
}

function NameForm({
  initial,
  onSave,
  onClose,
}: {
  initial: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!trimmed || saving) return;
    setSaving(true);
    setError(null);
    onSave(trimmed)
      .then(onClose)
      .catch((err: unknown) => setError(serverErrorMessage(t, err)))
      .finally(() => setSaving(false));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('trackingLinks.nameLabel')}
        placeholder={t('trackingLinks.namePlaceholder')}
        value={name}
        maxLength={TRACKING_LINK_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
        hint={t('trackingLinks.nameCount', { count: trimmed.length, max: TRACKING_LINK_NAME_MAX })}
        autoFocus
        data-testid="tracking-link-name"
      />
      <div className="flex justify-end gap-2">
        <Button type="cancel" round onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button htmlType="submit" round loading={saving} disabled={!trimmed} data-testid="tracking-link-save">
          {t('trackingLinks.save')}
        </Button>
      </div>
    </form>
  );
}
