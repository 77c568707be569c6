import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPost } from '@fanlane/contracts/post';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';
import { ApiError } from '../../../../shared/lib/request';
import { useSavePost } from '../../api/use-save-post';
import { serverFieldErrors, validateComposer } from '../../lib/composer-form';
import type { ComposerErrors } from '../../lib/composer-form';
import { postPath } from '../../lib/post-links';
import type { useComposerState } from './use-composer-state';
import { useLeaveGuard } from './use-leave-guard';

/** The server's findings per field, or null when the failure is not about the fields. */
function fieldErrorsOf(error: unknown): ComposerErrors | null {
  if (!(error instanceof ApiError) || error.code !== ERRORS.VALIDATION.code) return null;
  const fields = serverFieldErrors(error.data);
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * Sending the composer: checked first (the first error gets the focus), then saved, and the creator
 * taken to the post (or the queue); unsaved changes hold them back from leaving meanwhile.
 */
export function useComposerSave(composer: ReturnType<typeof useComposerState>, editing: TPost | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dirty, setServerErrors, setTried } = composer;
  const [formError, setFormError] = useState<string | null>(null);
  const leaving = useRef(false);
  const blocker = useLeaveGuard(dirty, leaving);
  const save = useSavePost(editing, {
    onSaved: async (post) => {
      leaving.current = true;
      await navigate(post.status === 'scheduled' ? '/queue' : postPath(post), { replace: Boolean(editing) });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setServerErrors(fields);
      else setFormError(serverErrorMessage(t, error));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
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

  return { submit, saving: save.isPending, formError, blocker };
}
