import { useTranslation } from '#i18n';
import { Button } from './button';
import { Notice } from './notice';

interface FormActionsProps {
  /** Why the last save failed, if it did. */
  failure: string | null;
  failureTestId: string;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
}

/** The foot of an editor form: the failure of the last save, then Cancel and the submit button. */
export function FormActions({
  failure,
  failureTestId,
  onCancel,
  submitLabel,
  submitting,
  submitTestId,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <Notice tone="error" testId={failureTestId}>
          {failure}
        </Notice>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="cancel" round onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button htmlType="submit" round loading={submitting} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
