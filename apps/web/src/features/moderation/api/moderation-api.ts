/** Moderation's calls (docs/moderation.md): reports, /appeal, and the staff's users, reports and appeals. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TAdminAppeal,
  TAdminAppealPage,
  TAppealCreateRequest,
  TAppealOverview,
  TReportCreateRequest,
  TReportCreated,
  TReportGroup,
  TReportGroupPage,
  TReportResolveRequest,
  TUserDetail,
  TUserLiftRequest,
  TUserRestrictRequest,
  TUserRoleRequest,
  TUserSearchItem,
  TUserSearchPage,
} from '@fanlane/contracts/moderation';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';

const PAGE = 20;
const adminKey = ['admin', 'moderation'] as const;

export const sendReport = (body: TReportCreateRequest) =>
  api.post<TReportCreated>(PATHS.reportCreate, body, { silent: true });

export function useAppealState(token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['appeal', token ?? 'me'],
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      api.post<TAppealOverview>(PATHS.appealState, token ? { token } : {}, { signal, silent: true }),
  });
}

export function useCreateAppeal(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TAppealCreateRequest, 'token'>) =>
      api.post<TAppealOverview>(PATHS.appealCreate, { ...body, ...(token && { token }) }, { silent: true }),
    onSuccess: (state) => client.setQueryData(['appeal', token ?? 'me'], state),
  });
}

export const requestAppealLink = (email: string) =>
  api.post<{ sent: true }>(PATHS.appealLink, { email }, { silent: true });

export function useUserSearch(query: string, status: string) {
  return useCursorPages<TUserSearchItem>({
    queryKey: [...adminKey, 'users', query, status],
    fetchPage: (cursor, signal) =>
      api.post<TUserSearchPage>(
        PATHS.adminUserSearch,
        { query, status, limit: PAGE, ...(cursor && { cursor }) },
        { signal, silent: true },
      ),
  });
}

export function useUserDetail(userId: string | null) {
  return useQuery({
    queryKey: [...adminKey, 'user', userId],
    enabled: userId !== null,
    queryFn: ({ signal }) => api.post<TUserDetail>(PATHS.adminUserDetail, { userId }, { signal, silent: true }),
  });
}

type UserAction =
  | { kind: 'restrict'; body: TUserRestrictRequest }
  | { kind: 'lift'; body: TUserLiftRequest }
  | { kind: 'role'; body: TUserRoleRequest };
const USER_PATHS = { restrict: PATHS.adminUserRestrict, lift: PATHS.adminUserLift, role: PATHS.adminUserRole };

export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => api.post<TUserDetail>(USER_PATHS[action.kind], action.body, { silent: true }),
    onSuccess: (detail) => {
      client.setQueryData([...adminKey, 'user', detail.user.id], detail);
      void client.invalidateQueries({ queryKey: [...adminKey, 'users'] });
    },
  });
}

export function useReportQueue(status: 'open' | 'resolved') {
  return useCursorPages<TReportGroup>({
    queryKey: [...adminKey, 'reports', status],
    fetchPage: (cursor, signal) =>
      api.post<TReportGroupPage>(
        PATHS.adminReportQueue,
        { status, limit: PAGE, ...(cursor && { cursor }) },
        { signal, silent: true },
      ),
  });
}

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportResolveRequest) =>
      api.post<{ resolved: number }>(PATHS.adminReportResolve, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKey, 'reports'] }),
  });
}

export function useAppealQueue(status: 'open' | 'decided') {
  return useCursorPages<TAdminAppeal>({
    queryKey: [...adminKey, 'appeals', status],
    fetchPage: (cursor, signal) =>
      api.post<TAdminAppealPage>(
        PATHS.adminAppealList,
        { status, limit: PAGE, ...(cursor && { cursor }) },
        { signal, silent: true },
      ),
  });
}

export function useDecideAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { appealId: string; decision: 'uphold' | 'lift'; note?: string }) =>
      api.post<TAdminAppeal>(PATHS.adminAppealDecide, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKey, 'appeals'] }),
  });
}
