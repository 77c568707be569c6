/** What a locked post or file says it needs: follow, subscribe, buy, or nothing can open it. */
import type { TFunction } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { centsToUsd } from './post-format';

export function lockLabel(t: TFunction, post: Pick<TPost, 'lockReason' | 'price' | 'visibility'>): string {
  switch (post.lockReason) {
    case 'followers':
      return t('posts.lock.follow');
    case 'subscribers':
      return t('posts.lock.subscribe');
    case 'purchase':
      return t('posts.lock.unlock', { price: centsToUsd(post.price) });
    case 'blocked':
    case null:
      return t('posts.lock.unavailable');
  }
}
