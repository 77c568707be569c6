/**
 * The Telegram mini-app start parameter (`t.me/<bot>/<app>?startapp=…`, which reaches the page as
 * `tgWebAppStartParam` / `initDataUnsafe.start_param`), spec section 2: "key/value pairs separated by
 * underscores; d opens a creator page, p a post, r the reward centre, s shares, otherwise Home".
 *
 * Format: `key_value_key_value…`, read left to right. A key comes first, its value is the token after
 * it; the last key may stand alone (`r`, `s`, `d_alice_r`). Values may hold `-` (creator domains do)
 * but never `_`; a stray `_` where a key belongs is skipped. Keys are case-insensitive; the first occurrence of a key wins. Telegram only lets
 * `A-Z a-z 0-9 _ -` through, at most 512 characters, so anything else was not ours and is ignored.
 * The older `key-value` form (`d-alice`, `d-alice_i-bob`) is still read: a key never holds `-`, so
 * a token with one at a key's place can only be an old pair.
 *   d_alice              -> creator page of alice
 *   p_8f14e45f           -> post 8f14e45f
 *   r / s                -> reward centre / shares (a value after them is ignored)
 *   d_alice_inviter_0x…  -> alice's page; inviter (like invitorDomain, ref, promotionTag, curated:
 *                           spec section 5's invitation parameters) is kept as an invitation
 * The first pair with a navigation key and a usable value picks the page; nothing usable means Home.
 */
export type StartTarget =
  | { name: 'Creators'; domain: string }
  | { name: 'Post'; id: string }
  | { name: 'RewardCenter' }
  | { name: 'Shares' }
  | { name: 'Home' };

const START_PARAM_RE = /^[A-Za-z0-9_-]{1,512}$/;
const DOMAIN_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?$/;
const POST_ID_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?$/;

/** Spec section 5's invitation parameters, by their lowercased key. */
const INVITATION_KEYS = {
  invitordomain: 'invitorDomain',
  inviter: 'inviter',
  ref: 'inviter',
  promotiontag: 'promotionTag',
  curated: 'curated',
} as const;

type InvitationName = (typeof INVITATION_KEYS)[keyof typeof INVITATION_KEYS];

/** The pairs in order, keys lowercased; empty for anything Telegram would never send. */
export function parseStartParamPairs(raw: unknown): Array<[key: string, value: string]> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!START_PARAM_RE.test(text)) return [];
  const tokens = text.split('_');
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    const dash = token.indexOf('-');
    if (token === '') {
      // A stray underscore where a key belongs.
      i += 1;
    } else if (dash !== -1) {
      // The older `key-value` form, one token for the pair.
      pairs.push([token.slice(0, dash).toLowerCase(), token.slice(dash + 1)]);
      i += 1;
    } else {
      pairs.push([token.toLowerCase(), tokens[i + 1] ?? '']);
      i += 2;
    }
  }
  return pairs.filter(([key]) => key !== '');
}

/** The pairs as an object, first occurrence of a key winning; never touches the prototype. */
export function parseStartParam(raw: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of parseStartParamPairs(raw)) {
    if (!Object.hasOwn(result, key)) Object.defineProperty(result, key, { value, enumerable: true });
  }
  return result;
}

function targetOf(key: string, value: string): StartTarget | null {
  switch (key) {
    case 'd':
      return DOMAIN_RE.test(value) ? { name: 'Creators', domain: value } : null;
    case 'p':
      return POST_ID_RE.test(value) ? { name: 'Post', id: value } : null;
    case 'r':
      return { name: 'RewardCenter' };
    case 's':
      return { name: 'Shares' };
    default:
      return null;
  }
}

export function resolveStartTarget(raw: unknown): StartTarget {
  for (const [key, value] of parseStartParamPairs(raw)) {
    const target = targetOf(key, value);
    if (target) return target;
  }
  return { name: 'Home' };
}

/** The invitation parameters a start parameter carries, as a query string for captureInvitationParams. */
export function startParamInvitation(raw: unknown): string {
  const found = new URLSearchParams();
  for (const [key, value] of parseStartParamPairs(raw)) {
    const name: InvitationName | undefined = Object.hasOwn(INVITATION_KEYS, key)
      ? INVITATION_KEYS[key as keyof typeof INVITATION_KEYS]
      : undefined;
    if (name && value && !found.has(name)) found.set(name, value);
  }
  const query = found.toString();
  return query ? `?${query}` : '';
}

/** The app path a start target opens (the web app's routes Creators, Post, RewardCenter, Shares, Home). */
export function startTargetPath(target: StartTarget): string {
  switch (target.name) {
    case 'Creators':
      return `/${target.domain}`;
    case 'Post':
      return `/post?id=${encodeURIComponent(target.id)}`;
    case 'RewardCenter':
      return '/rewardCenter';
    case 'Shares':
      return '/shares';
    default:
      return '/home';
  }
}
