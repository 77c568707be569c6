/**
 * Writes `.vite/first-views.json`: the chunks a creator page (`/:domain`) needs beyond the entry's
 * own, which the server names in that page's HTML (`<link rel="modulepreload">`) so the browser
 * fetches them with the entry, not after it has run and the router has matched the route
 * (docs/architecture.md, "Chunks and the first view"). Paths are as the HTML names them (`/assets/…`).
 */
import type { Plugin, Rolldown } from 'vite';

/** The modules a creator page renders first: the root layout and the page. */
const CREATOR_PAGE_MODULES = ['src/app/layouts/root-layout.tsx', 'src/app/pages/creator-page.tsx'];

export function firstViewsPlugin(): Plugin {
  return {
    name: 'fanlane-first-views',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      /** The chunk and every chunk it imports statically, however deep. */
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const loaded = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, loaded);
      const creatorPage = new Set<string>();
      for (const module of CREATOR_PAGE_MODULES) {
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
        if (!chunk) this.error(`first views: no chunk is made from ${module}`);
        for (const fileName of closure(chunk.fileName)) if (!loaded.has(fileName)) creatorPage.add(fileName);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-views.json',
        source: JSON.stringify({ creatorPage: [...creatorPage].map((file) => `/${file}`) }, null, 2),
      });
    },
  };
}
