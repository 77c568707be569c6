/** The admins' inbox of contact messages: a page at a time by status, and closing or reopening one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TContactMessage, TContactMessagePage, TContactStatus } from '@fanlane/contracts/contact';
import { api, isCancelledError } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useAlertStore } from '../../../shared/stores/alert-store';

export const CONTACT_PAGE_SIZE = 20;
const inboxKey = ['admin', 'contact-messages'] as const;

export function useContactInbox(status: TContactStatus) {
  return useCursorPages<TContactMessage>({
    queryKey: [...inboxKey, status],
    // Silent: a 403 (not an admin) is a state of the page, not an alert.
    fetchPage: (cursor, signal) =>
      api.post<TContactMessagePage>(
        PATHS.adminContactList,
        { status, limit: CONTACT_PAGE_SIZE, ...(cursor && { cursor }) },
        { signal, silent: true },
      ),
  });
}

/** Marks a message handled (or open again); every list of the inbox is read again after. */
export function useHandleContactMessage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; handled: boolean }) =>
      api.post<TContactMessage>(PATHS.adminContactHandle, body, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
    onError: (error) => {
      if (isCancelledError(error)) return;
      useAlertStore.getState().show({ message: t('publicPages.adminContact.failed', { message: error.message }) });
    },
  });
}
