import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Leave it out when the children render their own `DialogTitle`. */
  title?: ReactNode;
  /** Read by screen readers; shown under the title when `showDescription` is set. */
  description?: ReactNode;
  showDescription?: boolean;
  /** When false, neither a click on the mask nor Escape closes it: only its own buttons do. */
  dismissible?: boolean;
  closeLabel: string;
  hideClose?: boolean;
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  children: ReactNode;
}

export const DialogTitle = Dialog.Title;
export const DialogDescription = Dialog.Description;

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } as const;

/** The one look of every modal: a centred card on mobile and desktop, over a blurred mask. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  showDescription = false,
  dismissible = true,
  closeLabel,
  hideClose = false,
  hideTitle = false,
  size = 'md',
  testId,
  children,
}: DialogShellProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid={testId}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onEscapeKeyDown={block}
          {...(description || title === undefined ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${WIDTHS[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl shadow-black/40 data-[state=open]:animate-pop-in`}
        >
          {title !== undefined && (
            <Dialog.Title className={hideTitle ? 'sr-only' : 'pe-8 text-xl font-semibold tracking-tight'}>
              {title}
            </Dialog.Title>
          )}
          {description && (
            <Dialog.Description className={showDescription ? 'mt-1 text-sm text-muted' : 'sr-only'}>
              {description}
            </Dialog.Description>
          )}
          {!hideClose && (
            <Dialog.Close
              aria-label={closeLabel}
              className="absolute end-4 top-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg"
            >
              <X className="size-5" />
            </Dialog.Close>
          )}
          <div className={hideTitle || title === undefined ? '' : 'mt-5'}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
