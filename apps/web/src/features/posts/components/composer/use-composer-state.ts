import { useState } from 'react';
import type { TPost } from '@fanlane/contracts/post';
import { isDirty, validateComposer } from '../../lib/composer-form';
import type { ComposerErrors, ComposerState } from '../../lib/composer-form';

/**
 * What the composer holds: the values, the errors to show (checked live once a submit was tried;
 * the server's own findings stay until the next change) and whether anything changed.
 */
export function useComposerState(initial: ComposerState, editing: TPost | undefined) {
  const [state, setState] = useState<ComposerState>(initial);
  const [serverErrors, setServerErrors] = useState<ComposerErrors>({});
  const [tried, setTried] = useState(false);
  // Where it started: a form opened with files from the vault is already worth keeping.
  const [pristine] = useState(() => (editing ? initial : { ...initial, media: [] }));

  const set = <K extends keyof ComposerState>(key: K, value: ComposerState[K]) => {
    // Functional, so an upload finishing late does not undo what was typed meanwhile.
    setState((s) => ({ ...s, [key]: value }));
    setServerErrors({});
  };

  const errors: ComposerErrors = { ...serverErrors, ...(tried ? validateComposer(state) : {}) };
  return { state, set, errors, dirty: isDirty(state, pristine), setServerErrors, setTried };
}
