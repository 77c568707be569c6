import { useId } from 'react';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  // Unique per instance: a gradient defined inside a hidden copy (display: none) would not paint.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9b82ff" />
          <stop offset="1" stopColor="#6a47ff" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M20 46V18h24v7H28v5h13v7H28v9z" fill="#fff" />
    </svg>
  );
}

/** The brand mark with its name; the name comes from runtime config so self-hosters can rebrand. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold tracking-tight ${className}`}>
      <LogoMark className="size-8" />
      <span className="text-lg">{name}</span>
    </span>
  );
}
