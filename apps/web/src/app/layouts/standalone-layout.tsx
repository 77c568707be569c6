import { Outlet } from 'react-router';
import { TopBar } from './top-bar';

/** Pages outside the product frame (about, FAQ, KYC…): a header and the page, no navigation. */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <TopBar showBrandOnDesktop />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 md:py-12">
        <Outlet />
      </main>
    </div>
  );
}
