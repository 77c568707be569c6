/** Who a notification is from, as a picture: the actor's avatar or the platform's mark, with the kind's icon on it. */
import {
  BadgeCheck,
  Banknote,
  CalendarCheck,
  CircleX,
  HandCoins,
  Heart,
  ImagePlus,
  LockOpen,
  Megaphone,
  MessageCircle,
  MessageSquare,
  RefreshCw,
  ShoppingBag,
  Star,
  TriangleAlert,
  UserPlus,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TNotification, TNotificationKind } from '@fanlane/contracts/notifications';
import { Avatar } from '../../../shared/ui/avatar';
import { LogoMark } from '../../../shared/ui/logo';
import { actorName } from '../lib/notification-text';

const KIND_ICONS: Record<TNotificationKind, { icon: LucideIcon; tone: string }> = {
  'follower.new': { icon: UserPlus, tone: 'bg-sky-500' },
  'subscriber.new': { icon: Star, tone: 'bg-accent' },
  'subscription.renewed': { icon: RefreshCw, tone: 'bg-accent' },
  'subscription.renewal_failed': { icon: TriangleAlert, tone: 'bg-amber-500' },
  'post.purchased': { icon: ShoppingBag, tone: 'bg-emerald-600' },
  'message.purchased': { icon: LockOpen, tone: 'bg-emerald-600' },
  'tip.received': { icon: HandCoins, tone: 'bg-emerald-600' },
  'comment.new': { icon: MessageSquare, tone: 'bg-sky-500' },
  'post.liked': { icon: Heart, tone: 'bg-rose-500' },
  'post.new': { icon: ImagePlus, tone: 'bg-fuchsia-600' },
  'message.new': { icon: MessageCircle, tone: 'bg-sky-500' },
  'creator.approved': { icon: BadgeCheck, tone: 'bg-emerald-600' },
  'creator.rejected': { icon: CircleX, tone: 'bg-red-500' },
  'payout.changed': { icon: Banknote, tone: 'bg-emerald-600' },
  'post.scheduled_published': { icon: CalendarCheck, tone: 'bg-fuchsia-600' },
  'system.announcement': { icon: Megaphone, tone: 'bg-accent' },
};

export function NotificationAvatar({ notification }: { notification: Pick<TNotification, 'actor' | 'kind'> }) {
  const { actor } = notification;
  const { icon: Icon, tone } = KIND_ICONS[notification.kind];
  return (
    <span className="relative shrink-0">
      {actor ? (
        <Avatar src={actor.avatar} name={actorName(notification)} seed={actor.address} />
      ) : (
        <span data-testid="notification-platform-logo">
          <LogoMark className="size-10" />
        </span>
      )}
      <span
        className={`absolute -end-1 -bottom-1 flex size-5 items-center justify-center rounded-full text-white ring-2 ring-surface ${tone}`}
      >
        <Icon className="size-3" aria-hidden />
      </span>
    </span>
  );
}
