import { Check } from 'lucide-react';
import { useTranslation } from '#i18n';
import { Button } from '../../../shared/ui/button';
import { useSetFollow } from '../api/use-follow';

interface FollowButtonProps {
  domain: string;
  following: boolean;
  /** After a follow or an unfollow went through. */
  onFollowChanged: () => void;
}

/** Follow, or Following (pressed) to unfollow; anonymous visitors get the login modal. */
export function FollowButton({ domain, following, onFollowChanged }: FollowButtonProps) {
  const { t } = useTranslation();
  const toggle = useSetFollow(domain, onFollowChanged);
  return (
    <Button
      round
      auth
      attrDomain={domain}
      type={following ? 'border' : 'default'}
      isActive={following}
      loading={toggle.isPending}
      className="flex-1 md:flex-none"
      data-testid="creator-follow"
      data-following={following ? 'true' : 'false'}
      onClick={() => toggle.mutate(!following)}
    >
      {following && <Check className="size-4" aria-hidden />}
      {t(following ? 'creator.following' : 'creator.follow')}
    </Button>
  );
}
