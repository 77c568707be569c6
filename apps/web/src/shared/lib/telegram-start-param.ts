/**
 * The Telegram mini-app start parameter (`?startapp=...` / `start_param`), spec section 2.
 *
 * Format: `key-value` pairs joined by `_`, each split at its FIRST `-`, so values may contain `-`
 * (creator domains do) but not `_`. A key without a value (`r`) is allowed. Keys are case-insensitive,
 * the first occurrence of a key wins. Telegram itself only lets `A-Z a-z 0-9 _ -` through, at most
 * 512 characters, so anything else means the parameter was not ours and is ignored.
 *   d-alice        -> creator page of alice
 *   p-123          -> post 123
 *   r              -> reward centre
 *   s              -> shares
 *   d-alice_i-bob  -> alice's page (unknown keys are kept for other readers, e.g. an inviter)
 */
export type StartTarget =
  | { name: 'Creators'; domain: string }
  | { name: 'Post'; id: string }
  | { name: 'RewardCenter' }
  | { name: 'Shares' }
  | { name: 'Home' };

const START_PARAM_RE = /^[A-Za-z0-9_-]{1,512}$/;
const DOMAIN_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?$/;
const POST_ID_RE = /^[A-Za-z0-9-]{1,64}$/;

export function parseStartParam(raw: string): Record<string, string> {
  const result: Record<string, string> = {};
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!START_PARAM_RE.test(text)) return result;
  for (const pair of text.split('_')) {
    if (!pair) continue;
    const dash = pair.indexOf('-');
    const key = (dash === -1 ? pair : pair.slice(0, dash)).toLowerCase();
    if (!key || Object.hasOwn(result, key)) continue;
    result[key] = dash === -1 ? '' : pair.slice(dash + 1);
  }
  return result;
}

export function resolveStartTarget(raw: string): StartTarget {
  const params = parseStartParam(raw);
  const domain = params.d;
  if (domain && DOMAIN_RE.test(domain)) return { name: 'Creators', domain };
  const id = params.p;
  if (id && POST_ID_RE.test(id)) return { name: 'Post', id };
  if (Object.hasOwn(params, 'r')) return { name: 'RewardCenter' };
  if (Object.hasOwn(params, 's')) return { name: 'Shares' };
  return { name: 'Home' };
}
