/**
 * A react-hook-form resolver loaded with the form's first validation, not with the page: a form's
 * zod schema brings zod itself (about 40 KiB gzip), which the sign-in page's first view does without
 * (issue 11's first-load budget). The loaded resolver is kept; a load that failed is tried again on
 * the next validation.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
