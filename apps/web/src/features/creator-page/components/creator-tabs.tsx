import { Film, Image as ImageIcon, LayoutGrid, Rows3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TCreatorTab, TMediaFilter } from '../api/creator-page-api';

const FILTERS: Array<{ value: TMediaFilter; icon: ReactNode }> = [
  { value: 'all', icon: <LayoutGrid className="size-3.5" aria-hidden /> },
  { value: 'image', icon: <ImageIcon className="size-3.5" aria-hidden /> },
  { value: 'video', icon: <Film className="size-3.5" aria-hidden /> },
];

interface CreatorTabsProps {
  tab: TCreatorTab;
  filter: TMediaFilter;
  onTab: (tab: TCreatorTab) => void;
  onFilter: (filter: TMediaFilter) => void;
}

/** "Posts" and "Media", and on the media tab a photos/videos filter. */
export function CreatorTabs({ tab, filter, onTab, onFilter }: CreatorTabsProps) {
  const { t } = useTranslation();
  const tabs: Array<{ value: TCreatorTab; label: string; icon: ReactNode }> = [
    { value: 'posts', label: t('creatorPage.tabs.posts'), icon: <Rows3 className="size-4" aria-hidden /> },
    { value: 'media', label: t('creatorPage.tabs.media'), icon: <LayoutGrid className="size-4" aria-hidden /> },
  ];
  return (
    <div className="sticky top-16 z-20 -mx-4 bg-bg/95 px-4 pt-2 md:-mx-6 md:px-6">
      <div role="tablist" aria-label={t('creatorPage.tabs.label')} className="flex border-b border-line">
        {tabs.map((item) => {
          const active = item.value === tab;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              aria-selected={active}
              data-testid={`creator-tab-${item.value}`}
              onClick={() => onTab(item.value)}
              className={`relative flex flex-1 cursor-pointer items-center justify-center gap-2 py-3 text-sm font-semibold transition-colors md:flex-none md:px-6 ${
                active ? 'text-fg' : 'text-muted hover:text-fg'
              }`}
            >
              {item.icon}
              {item.label}
              {active && <span className="absolute inset-x-3 -bottom-px h-0.5 rounded-full bg-accent" aria-hidden />}
            </button>
          );
        })}
      </div>
      {tab === 'media' && (
        <div
          role="radiogroup"
          aria-label={t('creatorPage.filter.label')}
          className="flex gap-2 py-3"
          data-testid="creator-media-filter"
        >
          {FILTERS.map((item) => {
            const active = item.value === filter;
            return (
              <button
                key={item.value}
                type="button"
                role="radio"
                aria-checked={active}
                data-testid={`creator-filter-${item.value}`}
                onClick={() => onFilter(item.value)}
                className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-[13px] font-medium transition-colors ${
                  active ? 'border-accent bg-accent/15 text-accent' : 'border-line text-muted hover:text-fg'
                }`}
              >
                {item.icon}
                {t(`creatorPage.filter.${item.value}`)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
