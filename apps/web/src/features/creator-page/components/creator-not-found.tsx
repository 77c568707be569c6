import { UserRoundX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { isolate } from '../../../shared/ui/user-text';

/** No page at this address: say so, and offer the way home. */
export function CreatorNotFound({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<UserRoundX className="size-8" />}
      title={t('creator.notFoundTitle')}
      description={t('creator.notFoundBody', { domain: isolate(domain) })}
      action={
        <Button round onClick={() => void navigate('/home')}>
          {t('notFound.action')}
        </Button>
      }
    />
  );
}
