/**
 * The Idempotency-Key of the payment the user means. The same request sent again (a retry after a
 * lost answer, a double click) carries the same key, so the server answers instead of charging
 * twice; a different request (another amount, another card) or a new attempt after a settled one
 * gets a new key, since the server refuses a key reused with another body.
 */
import { useCallback, useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../../../shared/lib/request';

export function useIntentKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  /** The key for `body`: kept while the body stays the same. */
  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  /** The last attempt settled: the next one is a new payment. */
  const reset = useCallback(() => {
    current.current = null;
  }, []);
  return useMemo(() => ({ keyFor, reset }), [keyFor, reset]);
}
