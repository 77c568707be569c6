import { Compass } from 'lucide-react';
import { useTranslation } from '#i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section data-testid="not-found" className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <p className="bg-gradient-to-br from-accent-soft to-accent-strong bg-clip-text text-8xl font-black tracking-tighter text-transparent">
        404
      </p>
      <Compass className="mt-4 size-8 text-muted" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-2 text-[15px] text-muted">{t('notFound.body')}</p>
      <Button round className="mt-8" onClick={() => void navigate('/home')}>
        {t('notFound.action')}
      </Button>
    </section>
  );
}
