import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Ellipsis, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { MenuItem } from '../../../shared/ui/menu-item';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { useIsBlocked, useToggleBlock } from '../api/use-blocks';

interface BlockMenuProps {
  /** The user the menu is about. */
  address: string;
  name: string;
  /** After a block or an unblock went through. */
  onChange?: (blocked: boolean) => void;
}

/**
 * The "…" menu of someone's page: block or unblock them, after a confirmation. Whether they are
 * blocked is asked only once the menu opens.
 */
export function BlockMenu({ address, name, onChange }: BlockMenuProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const state = useIsBlocked(address, menuOpen || confirming);
  const blocked = state.data ?? false;
  const toggle = useToggleBlock(address, blocked, (next) => {
    setConfirming(false);
    onChange?.(next);
  });
  const failure = toggle.error ? serverErrorMessage(t, toggle.error) : null;

  const openConfirm = () => {
    toggle.reset();
    setConfirming(true);
  };

  return (
    <>
      <DropdownMenu.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenu.Trigger
          data-testid="creator-more"
          aria-label={t('blocks.more')}
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full border border-line bg-surface-2 text-fg transition-colors outline-none hover:bg-line focus-visible:ring-2 focus-visible:ring-accent"
        >
          <Ellipsis className="size-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-52 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-2xl shadow-black/30 data-[state=open]:animate-fade-in"
          >
            {state.isPending ? (
              <div className="flex items-center gap-3 px-3 py-2.5 text-sm text-muted">
                <Spinner />
                {t('common.loading')}
              </div>
            ) : (
              <MenuItem
                icon={blocked ? <ShieldCheck className="size-4" aria-hidden /> : <Ban className="size-4" aria-hidden />}
                onSelect={openConfirm}
                danger={!blocked}
                testId={blocked ? 'menu-unblock' : 'menu-block'}
              >
                {t(blocked ? 'blocks.unblockName' : 'blocks.blockName', { name })}
              </MenuItem>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <DialogShell
        open={confirming}
        onOpenChange={(open) => !toggle.isPending && setConfirming(open)}
        title={t(blocked ? 'blocks.unblockTitle' : 'blocks.blockTitle', { name })}
        description={t(blocked ? 'blocks.unblockBody' : 'blocks.blockBody', { name })}
        showDescription
        closeLabel={t('common.close')}
        size="sm"
        testId="block-confirm"
      >
        {failure && (
          <Notice tone="error" className="mb-4">
            {failure}
          </Notice>
        )}
        <div className="flex justify-end gap-2">
          <Button type="cancel" round disabled={toggle.isPending} onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type={blocked ? 'default' : 'delete'}
            round
            loading={toggle.isPending}
            data-testid="block-confirm-action"
            onClick={() => toggle.mutate()}
          >
            {t(blocked ? 'blocks.unblock' : 'blocks.block')}
          </Button>
        </div>
      </DialogShell>
    </>
  );
}
