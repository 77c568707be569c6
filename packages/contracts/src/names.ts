/**
 * People's names without the schemas (display-name.ts has the rule for a chosen one): every list
 * shows a name, so the web's first view imports this, and it must not bring zod along.
 */
export const DISPLAY_NAME_MAX = 40;

// Short, friendly English words; every pair reads well and none is rude in any pairing.
const ADJECTIVES = [
  'Amber',
  'Bold',
  'Brave',
  'Bright',
  'Calm',
  'Cheerful',
  'Clever',
  'Cosy',
  'Curious',
  'Daring',
  'Dreamy',
  'Eager',
  'Gentle',
  'Golden',
  'Happy',
  'Jolly',
  'Kind',
  'Lively',
  'Lucky',
  'Merry',
  'Mellow',
  'Misty',
  'Nimble',
  'Noble',
  'Plucky',
  'Quiet',
  'Rosy',
  'Silver',
  'Sunny',
  'Swift',
  'Witty',
  'Zesty',
] as const;
const ANIMALS = [
  'Badger',
  'Beaver',
  'Bison',
  'Crane',
  'Dolphin',
  'Falcon',
  'Finch',
  'Fox',
  'Gecko',
  'Hare',
  'Heron',
  'Koala',
  'Lark',
  'Lemur',
  'Lynx',
  'Marten',
  'Moose',
  'Otter',
  'Owl',
  'Panda',
  'Puffin',
  'Quokka',
  'Raven',
  'Robin',
  'Seal',
  'Sparrow',
  'Swan',
  'Tiger',
  'Turtle',
  'Walrus',
  'Wombat',
  'Wren',
] as const;

/**
 * FNV-1a over the seed's UTF-16 units: tiny, stable across runtimes, well spread for uuids (the
 * generated names here, the generated avatars' colours in the web app).
 */
export function hash32(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * A friendly name such as "Brave Otter 123", the same every time for the same seed (a user id),
 * so people who never chose a name still read as people rather than as a wallet address.
 */
export function friendlyName(seed: string): string {
  const h = hash32(seed);
  const adjective = ADJECTIVES[h % ADJECTIVES.length];
  const animal = ANIMALS[Math.floor(h / ADJECTIVES.length) % ANIMALS.length];
  const digits = Math.floor(h / (ADJECTIVES.length * ANIMALS.length)) % 900;
  return `${adjective} ${animal} ${100 + digits}`;
}

/** A fresh random suggestion, for a sign-up form's placeholder. */
export function randomFriendlyName(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return friendlyName(`${bytes[0]}-${bytes[1]}`);
}

/**
 * The name to show for a user: the one they chose, or their generated one when they have none or
 * older code stored their address as a name.
 */
export function shownName(user: { id: string; displayName: string | null; address: string }): string {
  const name = user.displayName?.trim();
  if (!name || name.toLowerCase() === user.address.toLowerCase()) return friendlyName(user.id);
  return name;
}

/**
 * The name a deleted account's tombstone keeps (docs/account-deletion.md): stored in English, and
 * shown in the reader's language (`deletedUserName`) wherever a person's name is shown.
 */
export const DELETED_USER_NAME = 'Deleted user';
const DELETED_USER_NAMES: Record<string, string> = {
  en: 'Deleted user',
  de: 'Gelöschtes Konto',
  es: 'Usuario eliminado',
  fr: 'Utilisateur supprimé',
  ar: 'مستخدم محذوف',
  gr: 'Διαγραμμένος χρήστης',
  hu: 'Törölt felhasználó',
  in: 'Pengguna dihapus',
  it: 'Utente eliminato',
  ja: '削除されたユーザー',
  ko: '삭제된 사용자',
  pl: 'Usunięty użytkownik',
  pt: 'Usuário excluído',
  ru: 'Удалённый пользователь',
  tr: 'Silinmiş kullanıcı',
  uk: 'Видалений користувач',
  'zh-CN': '已删除的用户',
  'zh-hk': '已刪除的用戶',
};
export function deletedUserName(locale: string): string {
  return DELETED_USER_NAMES[locale] ?? DELETED_USER_NAME;
}
