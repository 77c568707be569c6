import { hash32 } from '@fanlane/contracts/names';

interface AvatarProps {
  src?: string | null;
  name?: string | null;
  /** What picks the generated avatar's colours (a user id or address); the name when absent. */
  seed?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

// Written out in full so Tailwind finds every class; each pair keeps white initials readable (>= 4.5:1).
const GRADIENTS = [
  'from-rose-500 to-rose-700',
  'from-orange-600 to-red-700',
  'from-amber-600 to-orange-700',
  'from-emerald-600 to-teal-700',
  'from-teal-600 to-cyan-700',
  'from-sky-600 to-blue-700',
  'from-indigo-500 to-violet-700',
  'from-fuchsia-600 to-purple-700',
] as const;

/** Up to two initials: "Brave Otter 123" gives "BO", "maya" gives "M". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/**
 * A round picture, or a generated one: the name's initials on a colour the seed always picks the
 * same, so people without a picture still look like themselves. The generated one carries the name
 * as its accessible name, as a picture of a person would.
 */
export function Avatar({ src, name, seed, size = 'md', className = '' }: AvatarProps) {
  const base = `${SIZES[size]} shrink-0 rounded-full object-cover ${className}`;
  if (src) return <img src={src} alt="" className={base} />;
  const gradient = GRADIENTS[hash32(seed || name || '') % GRADIENTS.length];
  return (
    <span
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      data-testid="generated-avatar"
      className={`${base} inline-flex items-center justify-center bg-gradient-to-br ${gradient} font-semibold text-white select-none`}
    >
      <span aria-hidden>{initialsOf(name)}</span>
    </span>
  );
}
