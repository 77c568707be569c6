import { useState } from 'react';
import { Check, Library, Play } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TVaultItem } from '@fanlane/contracts/post';
import { Button } from '../../../../shared/ui/button';
import { DialogShell } from '../../../../shared/ui/dialog-shell';
import { LoadMoreButton } from '../../../../shared/ui/load-more-button';
import { Notice } from '../../../../shared/ui/notice';
import { Spinner } from '../../../../shared/ui/spinner';
import { useVault } from '../../api/use-vault';
import { formatDuration } from '../../../../shared/lib/dates';

interface VaultPickerDialogProps {
  onClose: () => void;
  onPick: (items: TVaultItem[]) => void;
  /** Already in the post. */
  exclude: string[];
  /** How many more the post can take. */
  max: number;
}

/** Choose files the creator uploaded before, in the order they are ticked. */
export function VaultPickerDialog({ onClose, onPick, exclude, max }: VaultPickerDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<TVaultItem[]>([]);
  const { query: vault, items: all } = useVault();
  const items = all.filter((item) => !exclude.includes(item.id));

  const toggle = (item: TVaultItem) =>
    setPicked((list) =>
      list.some((p) => p.id === item.id)
        ? list.filter((p) => p.id !== item.id)
        : list.length < max
          ? [...list, item]
          : list,
    );

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('posts.composer.vaultTitle')}
      closeLabel={t('common.close')}
      size="lg"
      testId="vault-picker"
    >
      {vault.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-muted" />
        </div>
      ) : vault.isError ? (
        <Notice tone="error">{t('vault.loadError')}</Notice>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center py-10 text-center text-sm text-muted">
          <Library className="size-8" aria-hidden />
          <p className="mt-3">{t('posts.composer.vaultEmpty')}</p>
        </div>
      ) : (
        <ul className="grid max-h-[55dvh] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
          {items.map((item) => {
            const order = picked.findIndex((p) => p.id === item.id);
            const selected = order >= 0;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => toggle(item)}
                  aria-pressed={selected}
                  data-testid="vault-pick-item"
                  className={`relative block aspect-square w-full cursor-pointer overflow-hidden rounded-xl bg-fg/8 ring-offset-2 ring-offset-surface ${selected ? 'ring-3 ring-accent' : ''}`}
                >
                  <img src={item.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
                  {item.kind === 'video' && (
                    <span className="absolute start-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-black/65 px-1.5 py-0.5 text-[11px] text-white">
                      <Play className="size-3 fill-current" aria-hidden />
                      {formatDuration(item.durationMs)}
                    </span>
                  )}
                  <span
                    className={`absolute end-1.5 top-1.5 inline-flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                      selected ? 'bg-accent text-white' : 'border-2 border-white/80 bg-black/30'
                    }`}
                  >
                    {selected ? order + 1 : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton pages={vault} label={t('posts.list.loadMore')} className="mt-3 w-full" />
      <div className="mt-5 flex justify-end gap-2">
        <Button type="cancel" round onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button round disabled={picked.length === 0} onClick={() => onPick(picked)} data-testid="vault-pick-confirm">
          <Check className="size-4" aria-hidden />
          {t('posts.composer.addPicked', { count: picked.length })}
        </Button>
      </div>
    </DialogShell>
  );
}
