import { useTranslation } from '#i18n';
import { Button } from './button';

interface SaveRowProps {
  label: string;
  saving: boolean;
  /** Unchanged forms have nothing to save. */
  dirty: boolean;
  /** The last save went through; "Saved" shows until the form changes again. */
  saved: boolean;
  testId: string;
  savedTestId: string;
  className?: string;
}

/** The foot of a settings form: its save button, and "Saved" beside it after a save. */
export function SaveRow({ label, saving, dirty, saved, testId, savedTestId, className = '' }: SaveRowProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <Button htmlType="submit" round loading={saving} disabled={!dirty} data-testid={testId}>
        {label}
      </Button>
      {saved && !dirty && (
        <span role="status" className="text-sm text-emerald-500" data-testid={savedTestId}>
          {t('common.saved')}
        </span>
      )}
    </div>
  );
}
