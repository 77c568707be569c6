/**
 * What lint cannot see file by file: two modules must never depend on each other both ways, even
 * through different files (docs/architecture.md, "Layers"). The layer rule itself is ESLint's
 * import-x/no-restricted-paths; this checks the same graph as a whole.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const moduleOf = (file: string) => {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === 'modules' ? name : undefined;
};

/** module → the modules it imports from (relative imports only; packages are not modules). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const to = moduleOf(path.resolve(path.dirname(file), spec!));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('server modules', () => {
  it('no two modules import each other, in any files', () => {
    const graph = moduleGraph();
    const bothWays = [...graph].flatMap(([a, targets]) =>
      [...targets].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    );
    expect(bothWays).toEqual([]);
  });

  it('the graph is read from the real imports (posts uses the users module)', () => {
    expect(moduleGraph().get('posts')?.has('users')).toBe(true);
  });
});
