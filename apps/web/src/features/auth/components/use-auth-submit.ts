import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { isCancelledError } from '../../../shared/lib/request';
import { SERVER_ERROR } from './field-errors';

interface AuthSubmitOptions<TFieldValues extends FieldValues, TValues> {
  /** Sends the form; what it throws is shown under its field or as the form's failure. */
  submit: (values: TValues) => Promise<void>;
  /** The field a failure belongs to (e.g. a wrong code under the code); none: the form's failure. */
  fieldOf?: (error: unknown) => FieldPath<TFieldValues> | null;
}

/**
 * The submit of every auth form: the form's failure cleared, the values sent, and a refusal shown
 * where it belongs, with the server's own sentence.
 */
export function useAuthSubmit<TFieldValues extends FieldValues, TContext, TValues>(
  form: Pick<UseFormReturn<TFieldValues, TContext, TValues>, 'handleSubmit' | 'setError'>,
  { submit, fieldOf = () => null }: AuthSubmitOptions<TFieldValues, TValues>,
) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
    } catch (error) {
      // A sign-in whose second-factor dialog was closed: the user stopped, nothing to show.
      if (isCancelledError(error)) return;
      const message = serverErrorMessage(t, error);
      const field = fieldOf(error);
      if (field) form.setError(field, { type: SERVER_ERROR, message });
      else setFailure(message);
    }
  });

  return { onSubmit, failure, clearFailure: () => setFailure(null) };
}
