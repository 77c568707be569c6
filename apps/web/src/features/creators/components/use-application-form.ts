import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { ApiError } from '../../../shared/lib/request';
import { useSubmitApplication } from '../api/creator-api';
import { DOMAIN_TAKEN_MESSAGE, ZApplicationDraft, ZApplicationSubmit, toSubmitRequest } from '../lib/application-form';
import type { TApplicationForm } from '../lib/application-form';

export type Intent = 'draft' | 'submit';

const submitResolver = zodResolver(ZApplicationSubmit, undefined, { raw: true });
const draftResolver = zodResolver(ZApplicationDraft, undefined, { raw: true });

// Paths of the form a 422 from the server can point at; anything else becomes a form-level message.
const FIELD_PATH_RE =
  /^(creatorDomain|displayName|categories|country|dateOfBirth|agreed|socialLinks\.\d+\.(platform|url))$/;

/** The form path an issue belongs to: `categories.1` is the categories field. */
function formPath(field: string): Path<TApplicationForm> | null {
  const normalized = field.startsWith('categories') ? 'categories' : field;
  return FIELD_PATH_RE.test(normalized) ? (normalized as Path<TApplicationForm>) : null;
}

/**
 * The application form's state: a draft only checks what is filled in, the submission checks
 * everything; the server's findings land under their fields, or as the form's one failure.
 */
export function useApplicationForm(initial: TApplicationForm, onSubmitted: () => void) {
  const { t } = useTranslation();
  const submitApplication = useSubmitApplication();
  const intent = useRef<Intent>('submit');
  const [pending, setPending] = useState<Intent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [draftSaved, setDraftSaved] = useState(false);

  const resolver = useCallback<Resolver<TApplicationForm>>(
    (values, context, options) =>
      (intent.current === 'submit' ? submitResolver : draftResolver)(values, context, options),
    [],
  );
  const form = useForm<TApplicationForm>({ resolver, defaultValues: initial });
  const domain = useWatch({ control: form.control, name: 'creatorDomain' });

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.code === ERRORS.DOMAIN_TAKEN.code) {
      form.setError('creatorDomain', { type: 'server', message: DOMAIN_TAKEN_MESSAGE }, { shouldFocus: true });
      return;
    }
    const placed = validationIssues(error).flatMap((issue) => {
      const path = formPath(issue.field);
      if (!path) return [];
      form.setError(path, { type: 'server', message: issue.message });
      return [path];
    });
    setFailure(placed.length > 0 ? t('creators.apply.errors.fixFields') : serverErrorMessage(t, error));
  };

  const save = async (values: TApplicationForm, next: Intent) => {
    setPending(next);
    try {
      await submitApplication.mutateAsync(toSubmitRequest(values, next === 'submit'));
      if (next === 'submit') {
        onSubmitted();
        return;
      }
      form.reset(values);
      setDraftSaved(true);
    } catch (error) {
      showServerError(error);
    } finally {
      setPending(null);
    }
  };

  const send = (next: Intent) => {
    intent.current = next;
    setFailure(null);
    setDraftSaved(false);
    const run = form.handleSubmit(
      (values) => save(values, next),
      () => setFailure(t('creators.apply.errors.fixFields')),
    );
    void run();
  };

  return { form, domain, send, pending, failure, draftSaved };
}
