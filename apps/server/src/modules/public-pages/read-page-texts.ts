/**
 * The operator's texts for the public pages: `DATA_DIR/pages/<locale>.json`, shaped like the web
 * app's `features/public-pages/locales/<locale>.json` (`{"publicPages": {…}}`), holding only the
 * texts to replace (docs/operator-pages.md). Read again whenever the file changes; a file that is
 * not such JSON is logged and ignored, so a typo never takes the pages down.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@fanlane/contracts/locales';
import type { TPageTexts, TTextTree } from '@fanlane/contracts/public-pages';
import { FAN_DISPUTE_WINDOW_DAYS } from '@fanlane/contracts/dispute';
import type { AppDeps } from '../../deps.ts';

/** The section of the web app's strings an operator may replace. */
export const PAGE_TEXTS_SECTION = 'publicPages';
const MAX_FILE_BYTES = 512 * 1024;
const MAX_DEPTH = 8;

type Cached = { mtimeMs: number; texts: TTextTree | null };
const cache = new Map<string, Cached>();

/** Nested objects of strings only; anything else (numbers, arrays, too deep) is left out. */
export function textTree(value: unknown, depth = 0): TTextTree | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > MAX_DEPTH) return null;
  const out: TTextTree = {};
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') out[key] = child;
    else {
      const tree = textTree(child, depth + 1);
      if (tree) out[key] = tree;
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

export const pageTextsFile = (dataDir: string, locale: Locale) => path.join(dataDir, 'pages', `${locale}.json`);

async function operatorTexts(deps: AppDeps, locale: Locale): Promise<TTextTree | null> {
  const file = pageTextsFile(deps.config.dataDir, locale);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === info.mtimeMs) return hit.texts;
  let texts: TTextTree | null = null;
  if (info.size > MAX_FILE_BYTES) {
    deps.log.warn({ file, size: info.size }, 'page texts: file larger than 512 KiB, ignored');
  } else {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> | null;
      texts = textTree(parsed?.[PAGE_TEXTS_SECTION]);
      if (!texts) deps.log.warn({ file }, `page texts: no "${PAGE_TEXTS_SECTION}" texts in the file, ignored`);
    } catch (err) {
      deps.log.warn({ err, file }, 'page texts: not valid JSON, ignored');
    }
  }
  cache.set(file, { mtimeMs: info.mtimeMs, texts });
  return texts;
}

/** The operator's texts for `locale` (or null) and this deployment's figures the answers quote. */
export async function readPageTexts(deps: AppDeps, locale: Locale): Promise<TPageTexts> {
  const { config } = deps;
  return {
    texts: await operatorTexts(deps, locale),
    facts: {
      feePercent: config.platformFeePercent,
      holdDays: config.earningsHoldMs / 86_400_000,
      cardFeeCents: Number(config.payFixedFeeCents),
      disputeDays: FAN_DISPUTE_WINDOW_DAYS,
    },
  };
}
