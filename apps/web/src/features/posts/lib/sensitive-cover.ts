/**
 * The sensitive-content filter as a post shows it (docs/account-settings.md). A post its creator
 * flagged sensitive is covered for a viewer whose filter is on, and for every visitor signed out
 * (they have no setting, and a page open to anyone should not greet them with it); its creator always
 * sees it as it is. A tap reveals that one post for the rest of the tab's session.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TPost } from '@fanlane/contracts/post';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { useUserStore } from '../../../shared/stores/user-store';

/** Enough for a long evening of scrolling; the oldest reveals are forgotten first. */
const MAX_REVEALED = 500;

type RevealState = { revealed: string[]; reveal: (postId: string) => void };

export const useRevealStore = create<RevealState>()(
  persist(
    (set) => ({
      revealed: [],
      reveal: (postId) =>
        set((s) => (s.revealed.includes(postId) ? s : { revealed: [...s.revealed, postId].slice(-MAX_REVEALED) })),
    }),
    {
      name: STORAGE_KEYS.revealedSensitive,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ revealed: s.revealed }),
    },
  ),
);

/** Whether this viewer's filter blurs sensitive posts: their setting, and always when signed out. */
export function useFilterOn(): boolean {
  return useUserStore((s) => (s.info ? s.info.sensitiveFilter === true : true));
}

/** Whether `post` shows covered to this viewer now, and how to reveal it. */
export function useSensitiveCover(post: Pick<TPost, 'id' | 'sensitive' | 'isOwner'>) {
  const filterOn = useFilterOn();
  const revealed = useRevealStore((s) => s.revealed.includes(post.id));
  const reveal = useRevealStore((s) => s.reveal);
  return { covered: post.sensitive && !post.isOwner && filterOn && !revealed, reveal: () => reveal(post.id) };
}
