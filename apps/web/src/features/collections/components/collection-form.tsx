import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import type { TCollection } from '@fanlane/contracts/social';
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_TITLE_MAX, ZCollectionCreateRequest } from '@fanlane/contracts/social';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { FormActions } from '../../../shared/ui/form-actions';
import { TextField } from '../../../shared/ui/text-field';
import { collectionKeys, createCollection, updateCollection } from '../api/collection-api';
import { collectionErrorText, collectionFieldIssues } from '../lib/collection-form';
import type { TCollectionForm } from '../lib/collection-form';
import { PostPicker } from './post-picker';

// The contract's schema checks the form; its defaults make input and output the same shape here.
const resolver = zodResolver(ZCollectionCreateRequest, undefined, { raw: true }) as Resolver<TCollectionForm>;

interface CollectionFormProps {
  creatorDomain: string;
  /** The collection being edited; none for a new one. */
  editing?: { collection: TCollection; posts: TPost[] };
  onSaved: (collection: TCollection) => void;
  onCancel: () => void;
}

/** Title, description and the chosen posts of a collection, created or saved in one call. */
export function CollectionForm({ creatorDomain, editing, onSaved, onCancel }: CollectionFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TCollectionForm>({
    resolver,
    defaultValues: {
      title: editing?.collection.title ?? '',
      description: editing?.collection.description ?? '',
      postIds: editing?.posts.map((post) => post.id) ?? [],
    },
  });
  const descriptionLength = watch('description').length;

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = editing
          ? await updateCollection({ id: editing.collection.id, ...values }, creatorDomain, { silent: true })
          : await createCollection(values, creatorDomain, { silent: true });
        await queryClient.invalidateQueries({ queryKey: collectionKeys.all });
        onSaved(saved);
      } catch (error) {
        const issues = collectionFieldIssues(error);
        for (const issue of issues) setError(issue.field, { type: 'server', message: issue.message });
        if (issues.length > 0) setFailure(t('collections.errors.fixFields'));
        else setFailure(serverErrorMessage(t, error));
      }
    },
    () => setFailure(t('collections.errors.fixFields')),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" data-testid="collection-form">
      <TextField
        label={t('collections.title')}
        placeholder={t('collections.titlePlaceholder')}
        maxLength={COLLECTION_TITLE_MAX}
        data-testid="collection-title"
        error={collectionErrorText(t, 'title', errors.title)}
        {...register('title')}
      />
      <div>
        <label htmlFor="collection-description" className="mb-1.5 block text-sm font-medium text-fg/90">
          {t('collections.description')}
        </label>
        <textarea
          id="collection-description"
          rows={3}
          maxLength={COLLECTION_DESCRIPTION_MAX}
          placeholder={t('collections.descriptionPlaceholder')}
          data-testid="collection-description"
          aria-invalid={errors.description ? true : undefined}
          className="w-full resize-y rounded-xl border border-line bg-bg/60 px-3.5 py-3 text-[15px] outline-none placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20"
          {...register('description')}
        />
        <div className="mt-1 flex justify-between gap-3 text-[13px]">
          <span role={errors.description ? 'alert' : undefined} className="text-red-500 dark:text-red-400">
            {collectionErrorText(t, 'description', errors.description)}
          </span>
          <span className="text-muted tabular-nums">
            {descriptionLength}/{COLLECTION_DESCRIPTION_MAX}
          </span>
        </div>
      </div>
      <Controller
        control={control}
        name="postIds"
        render={({ field, fieldState }) => (
          <PostPicker
            creatorDomain={creatorDomain}
            value={field.value}
            onChange={field.onChange}
            known={editing?.posts ?? []}
            error={collectionErrorText(t, 'postIds', fieldState.error)}
          />
        )}
      />
      <FormActions
        failure={failure}
        failureTestId="collection-form-error"
        onCancel={onCancel}
        submitLabel={t(editing ? 'common.save' : 'collections.create')}
        submitting={isSubmitting}
        submitTestId="collection-save"
      />
    </form>
  );
}
