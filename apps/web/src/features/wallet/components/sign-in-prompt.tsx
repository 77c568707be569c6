import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/** A wallet page with nobody signed in: what it would show, and the sign-in button (auth opens the modal). */
export function SignInPrompt({
  icon,
  title,
  description,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button auth round data-testid={testId}>
          {t('common.signIn')}
        </Button>
      }
    />
  );
}
