import { Hammer } from 'lucide-react';
import { useOutlet } from 'react-router';
import { useTranslation } from '#i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/button';
import { useCurrentRoute } from '../route-meta';

/**
 * The page of an area built by a later issue: it names the area (the route's title) and offers a
 * way on. A parent area with a matched child (chats → a chat) shows the child instead.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const current = useCurrentRoute();
  if (outlet) return outlet;
  const area = current?.route.title ? t(current.route.title, current.params) : t('comingSoon.thisArea');
  return (
    <section
      data-testid="coming-soon"
      className="mx-auto flex max-w-lg flex-col items-center py-10 text-center md:py-16"
    >
      <div className="relative mb-8">
        <div className="absolute -inset-8 bg-radial from-accent/30 to-transparent to-70%" aria-hidden />
        <div className="relative flex size-20 items-center justify-center rounded-[1.75rem] bg-gradient-to-br from-accent-soft via-accent to-fuchsia-500 text-white shadow-lg shadow-accent/30">
          <Hammer className="size-9" aria-hidden />
        </div>
      </div>
      <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-accent uppercase">{t('comingSoon.badge')}</p>
      <h1 className="text-3xl font-bold tracking-tight" data-testid="coming-soon-area">
        {area}
      </h1>
      <p className="mt-3 text-[15px] leading-relaxed text-muted">{t('comingSoon.body', { area })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button type="cancel" round onClick={() => void navigate(-1)}>
          {t('common.back')}
        </Button>
        <Button round onClick={() => void navigate('/home')}>
          {t('comingSoon.backHome')}
        </Button>
      </div>
    </section>
  );
}
