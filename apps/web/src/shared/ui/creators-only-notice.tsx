import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { Notice } from './notice';

/** Shown on a creator-only settings page to someone who is not a creator yet. */
export function CreatorsOnlyNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Notice testId="creators-only">
      <p>{message}</p>
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
