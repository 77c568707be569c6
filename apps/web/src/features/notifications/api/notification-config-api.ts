/**
 * The user's notification preferences (spec sections 4 and 6): item 0 switches notifications on or
 * off, items 1 to 11 each have their channels. Read all at once (`query` without an item); a change
 * sends one item with its whole channel list and shows at once, going back if the server refuses.
 * A creator's calls go as seller calls (spec section 6: creator notification config).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import { CONFIG_OPEN } from '@fanlane/contracts/notifications';
import type { TCustomConfig, TCustomConfigList, TCustomConfigSetRequest } from '@fanlane/contracts/notifications';
import { api, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useUserStore } from '../../../shared/stores/user-store';
import { notificationKeys } from './notification-api';

const callOptions = (creatorDomain: string | null | undefined, opts?: RequestOptions): RequestOptions => ({
  ...opts,
  silent: true,
  ...(creatorDomain && { headers: sellerHeaders(creatorDomain) }),
});

export async function fetchNotificationConfig(creatorDomain?: string | null, opts?: RequestOptions) {
  return (await api.post<TCustomConfigList>(PATHS.customConfigQuery, {}, callOptions(creatorDomain, opts))).items;
}

export function saveNotificationConfig(body: TCustomConfigSetRequest, creatorDomain?: string | null) {
  return api.post<unknown>(PATHS.customConfigSet, body, callOptions(creatorDomain));
}

/** Every item the user may set, as the server holds them. */
export function useNotificationConfig() {
  const viewer = useUserStore((s) => s.address);
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain);
  return useQuery({
    queryKey: notificationKeys.config(viewer),
    queryFn: ({ signal }) => fetchNotificationConfig(creatorDomain, { signal }),
    enabled: viewer !== null,
  });
}

function withItem(items: readonly TCustomConfig[], changed: TCustomConfig): TCustomConfig[] {
  const others = items.filter((item) => item.configItem !== changed.configItem);
  return [...others, changed].sort((a, b) => a.configItem - b.configItem);
}

/** Saves one item; the page shows the change before the answer and takes it back on a refusal. */
export function useSaveNotificationConfig() {
  const queryClient = useQueryClient();
  const viewer = useUserStore((s) => s.address);
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain);
  const key = notificationKeys.config(viewer);
  return useMutation({
    mutationFn: (body: TCustomConfigSetRequest) => saveNotificationConfig(body, creatorDomain),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TCustomConfig[]>(key)?.find((i) => i.configItem === body.configItem);
      const changed: TCustomConfig = {
        configItem: body.configItem,
        configValue: body.configValue ?? CONFIG_OPEN,
        additionalInfo: body.additionalInfo ?? '',
      };
      queryClient.setQueryData<TCustomConfig[]>(key, (items) => withItem(items ?? [], changed));
      return { previous };
    },
    // Only this item goes back: a change of another item made meanwhile stays.
    onError: (_error, body, context) => {
      queryClient.setQueryData<TCustomConfig[]>(key, (items = []) =>
        context?.previous
          ? withItem(items, context.previous)
          : items.filter((item) => item.configItem !== body.configItem),
      );
    },
  });
}
