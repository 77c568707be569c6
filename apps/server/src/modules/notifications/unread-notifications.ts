import type { AppDeps } from '../../deps.ts';
import { countUnread } from './notifications-repo.ts';

/** The user's unread notifications, for `/statistic/unread` (modules/tracking). */
export const unreadNotifications = (deps: AppDeps, userId: string): Promise<number> => countUnread(deps.db, userId);
