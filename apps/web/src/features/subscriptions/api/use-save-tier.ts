/** Saving a tier the creator edits (a seller call); every subscription query is read again before `onSaved`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTier } from '@fanlane/contracts/subscription';
import { tierSaveRequest } from '../lib/tier-form';
import type { TTierForm } from '../lib/tier-form';
import { saveTier, subscriptionKeys } from './subscription-api';

interface SaveTierOptions {
  creatorDomain: string;
  /** The tier being edited; none for a new one. */
  editing?: TTier;
  onSaved: () => void;
  onError: (error: unknown) => void;
}

export function useSaveTier({ creatorDomain, editing, onSaved, onError }: SaveTierOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TTierForm) => saveTier(tierSaveRequest(values, editing?.id), creatorDomain, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      onSaved();
    },
    onError,
  });
}
