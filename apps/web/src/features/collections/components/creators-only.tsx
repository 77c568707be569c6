import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { Notice } from '../../../shared/ui/notice';

/** A note for settings pages that only creators can use. */
export function CreatorsOnly() {
  const { t } = useTranslation();
  return (
    <Notice testId="creators-only">
      <p>{t('collections.creatorsOnly')}</p>
      <Link
        to="/becomeCreator"
        className="mt-2 inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
      >
        <Sparkles className="size-4" aria-hidden />
        {t('nav.becomeCreator')}
      </Link>
    </Notice>
  );
}
