import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { z } from 'zod';
import type { TSocialLink } from '@fanlane/contracts/creator';
import { ZProfileUpdateRequest } from '@fanlane/contracts/profile';
import type { TProfile } from '@fanlane/contracts/profile';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Notice } from '../../../shared/ui/notice';
import { SaveRow } from '../../../shared/ui/save-row';
import { SocialLinksEditor } from '../../../shared/ui/social-links-editor';
import { creatorPageKeys, updateLinks } from '../api/creator-page-api';
import { PlatformIcon } from './platform-icon';

type TLinksForm = { links: TSocialLink[] };

const ZLinksForm = z.object({ links: ZProfileUpdateRequest.shape.links.unwrap() }).superRefine((value, ctx) => {
  const seen = new Set<string>();
  value.links.forEach((link, index) => {
    if (seen.has(link.platform))
      ctx.addIssue({ code: 'custom', path: ['links', index, 'platform'], message: 'duplicate' });
    seen.add(link.platform);
  });
});
const resolver = zodResolver(ZLinksForm, undefined, { raw: true }) as Resolver<TLinksForm>;

interface LinksFormProps {
  creatorDomain: string;
  address: string;
  links: TSocialLink[];
}

/** The links on the creator page: one per platform, each an http(s) address. */
export function LinksForm({ creatorDomain, address, links }: LinksFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TLinksForm>({ resolver, defaultValues: { links } });

  useEffect(() => reset({ links }), [links, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const profile = await updateLinks(
        values.links.map((link) => ({ platform: link.platform, url: link.url.trim() })),
        { silent: true },
      );
      queryClient.setQueryData<TProfile>(creatorPageKeys.settings(address), profile);
      await queryClient.invalidateQueries({ queryKey: creatorPageKeys.profile(creatorDomain) });
      reset({ links: profile.links });
      setSaved(true);
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="links-form">
      <p className="text-sm font-semibold">{t('creatorPage.settings.links')}</p>
      <p className="mt-0.5 mb-3 text-xs text-muted">{t('creatorPage.settings.linksHint')}</p>
      <SocialLinksEditor
        control={control}
        register={register}
        name="links"
        labels={{
          platform: t('creatorPage.settings.platform'),
          url: t('creatorPage.settings.url'),
          remove: t('creatorPage.settings.removeLink'),
          add: t('creatorPage.settings.addLink'),
        }}
        errorAt={(index) => {
          const error = errors.links?.[index];
          if (error?.platform) return t('creatorPage.settings.linkDuplicate');
          return error?.url ? t('creatorPage.settings.linkUrl') : undefined;
        }}
        testId="link"
        addTestId="link-add"
        urlEnd={(platform) => (
          <span className="pe-2 text-muted">
            <PlatformIcon platform={platform} />
          </span>
        )}
      />
      {failure && (
        <Notice tone="error" className="mt-4">
          {failure}
        </Notice>
      )}
      <SaveRow
        label={t('creatorPage.settings.saveLinks')}
        saving={isSubmitting}
        dirty={isDirty}
        saved={saved}
        testId="links-save"
        savedTestId="links-saved"
        className="mt-5"
      />
    </form>
  );
}
