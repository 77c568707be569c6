interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

/** A round picture, or the first letter of the name on the accent gradient when there is none. */
export function Avatar({ src, name, size = 'md', className = '' }: AvatarProps) {
  const initial = (name?.trim()[0] ?? '?').toUpperCase();
  const base = `${SIZES[size]} shrink-0 rounded-full object-cover ${className}`;
  if (src) return <img src={src} alt="" className={base} />;
  return (
    <span
      aria-hidden
      className={`${base} inline-flex items-center justify-center bg-gradient-to-br from-accent-soft to-accent-strong font-semibold text-white`}
    >
      {initial}
    </span>
  );
}
