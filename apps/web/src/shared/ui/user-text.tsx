import type { ElementType, ReactNode } from 'react';

/**
 * Wraps a user-entered value in Unicode isolates (FSI … PDI) for translated strings that
 * interpolate it: a Latin name inside Arabic keeps its own direction and punctuation in place.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** "@domain" isolated as one piece, so the @ stays before the handle in right-to-left sentences. */
export function isolatedHandle(domain: string): string {
  return isolate(`@${domain}`);
}

/** Takes the isolates of `isolate` back out, for comparing or copying text. */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

interface UserTextProps {
  children: ReactNode;
  /** The element to render; a `bdi` by default, which isolates inline text from its neighbours. */
  as?: ElementType;
  className?: string;
  testId?: string;
  title?: string;
  id?: string;
}

/**
 * Text people typed (names, bios, posts, comments): its direction follows its own first strong
 * letter, so an Arabic bio's full stop stays at its end and a Latin name in an Arabic page reads
 * left to right.
 */
export function UserText({ children, as: Tag = 'bdi', className, testId, title, id }: UserTextProps) {
  return (
    <Tag dir="auto" className={className} data-testid={testId} title={title} id={id}>
      {children}
    </Tag>
  );
}

/** A creator's handle, "@domain": always Latin, so always left to right, even on an Arabic page. */
export function Handle({ domain, className, testId }: { domain: string; className?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={className} data-testid={testId}>
      @{domain}
    </bdi>
  );
}
