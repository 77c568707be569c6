import { Outlet } from 'react-router';
import { BottomTabs } from './bottom-tabs';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

/** The product frame: sidebar on desktop, tab bar on phones, header on both. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh bg-bg text-fg">
      <SidebarNav />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-5 pb-28 md:px-8 md:pt-8 md:pb-12">
          <Outlet />
        </main>
      </div>
      <BottomTabs />
    </div>
  );
}
