import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { SocialLinksEditor } from '../../../shared/ui/social-links-editor';
import { applicationErrorText } from '../lib/application-form';
import type { TApplicationForm } from '../lib/application-form';

interface SocialLinksFieldProps {
  control: Control<TApplicationForm>;
  register: UseFormRegister<TApplicationForm>;
  errors: FieldErrors<TApplicationForm>['socialLinks'];
}

/** Rows of platform + link; one row per platform at most. */
export function SocialLinksField({ control, register, errors }: SocialLinksFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-fg/90">{t('creators.apply.socialLinks')}</p>
      <p className="mb-3 text-[13px] text-muted">{t('creators.apply.socialLinksHint')}</p>
      <SocialLinksEditor
        control={control}
        register={register}
        name="socialLinks"
        labels={{
          platform: t('creators.apply.platform'),
          url: t('creators.apply.url'),
          remove: t('creators.apply.removeLink'),
          add: t('creators.apply.addLink'),
        }}
        errorAt={(index) => applicationErrorText(t, 'url', errors?.[index]?.url ?? errors?.[index]?.platform)}
        testId="apply-link"
        addTestId="apply-add-link"
      />
    </div>
  );
}
