import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

interface MenuItemProps {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  /** Red, for what removes or blocks. */
  danger?: boolean;
  testId?: string;
}

/** One row of a dropdown menu: an icon and its label. */
export function MenuItem({ icon, children, onSelect, danger = false, testId }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      data-testid={testId}
      onSelect={onSelect}
      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-fg/6 ${
        danger ? 'text-red-500 dark:text-red-400' : 'text-fg'
      }`}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}
