/**
 * The collection editor's values, checked by the contract's own schema, and one translated sentence
 * per failing field (from the form or from the server's 422).
 */
import type { TFunction } from '#i18n';
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_POSTS_MAX, COLLECTION_TITLE_MAX } from '@fanlane/contracts/social';
import { validationIssues } from '../../../shared/lib/api-errors';

export type TCollectionForm = { title: string; description: string; postIds: string[] };
export type TCollectionField = keyof TCollectionForm;

const FIELDS: readonly TCollectionField[] = ['title', 'description', 'postIds'];

export function collectionErrorText(
  t: TFunction,
  field: TCollectionField,
  error: { message?: string } | undefined,
): string | undefined {
  if (!error) return undefined;
  switch (field) {
    case 'title':
      return t('collections.errors.title', { max: COLLECTION_TITLE_MAX });
    case 'description':
      return t('collections.errors.description', { max: COLLECTION_DESCRIPTION_MAX });
    case 'postIds':
      return error.message === 'not_your_post'
        ? t('collections.errors.notYourPost')
        : t('collections.errors.posts', { max: COLLECTION_POSTS_MAX });
  }
}

/** The server's 422 issues that belong to a field of the form (`postIds.3` is the posts field). */
export function collectionFieldIssues(error: unknown): Array<{ field: TCollectionField; message: string }> {
  return validationIssues(error).flatMap((issue) => {
    const field = issue.field.split('.')[0] as TCollectionField;
    return FIELDS.includes(field) ? [{ field, message: issue.message ?? '' }] : [];
  });
}
