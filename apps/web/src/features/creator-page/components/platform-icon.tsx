import { Globe, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SOCIAL_PLATFORMS } from '@fanlane/contracts/creator';
import { XLogo } from '../../../shared/ui/x-logo';

export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Simple outline marks drawn in the icon set's style; lucide ships no brand icons. */
function Outline({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The mark of a social platform, sized by `className`. */
export function PlatformIcon({ platform, className = 'size-4' }: { platform: TSocialPlatform; className?: string }) {
  switch (platform) {
    case 'x':
      return <XLogo className={className} />;
    case 'instagram':
      return (
        <Outline className={className}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
        </Outline>
      );
    case 'tiktok':
      return (
        <Outline className={className}>
          <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
          <path d="M14 3c.5 2.8 2.4 4.6 5 5" />
        </Outline>
      );
    case 'youtube':
      return (
        <Outline className={className}>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="m10 9 5 3-5 3z" fill="currentColor" />
        </Outline>
      );
    case 'twitch':
      return (
        <Outline className={className}>
          <path d="M4 3h17v11l-5 5h-4l-3 3v-3H4z" />
          <path d="M11 8v4M16 8v4" />
        </Outline>
      );
    case 'telegram':
      return <Send className={className} aria-hidden />;
    case 'website':
      return <Globe className={className} aria-hidden />;
  }
}
