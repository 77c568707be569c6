/**
 * The app's translator: what the web used of i18next, in one small module (issue 11's first-load
 * budget: i18next and react-i18next were 15.8 KiB gzip of every first view). Resources are nested
 * objects keyed by dotted paths; a language's missing string falls back to the fallback language's,
 * then to the key itself. Plurals follow i18next's JSON v4 suffixes (`_zero` when the count is 0 and
 * the string exists, then the language's CLDR form from `Intl.PluralRules`, then the bare key);
 * `{{name}}` is replaced by the option of that name (left as it is when the option is absent, empty
 * when present but undefined), never escaped: React escapes what it renders.
 */
export type Messages = { [key: string]: unknown };

export type TOptions = { count?: number; returnObjects?: boolean } & Record<string, unknown>;

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: Messages, source: Messages, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isMessages(current) && isMessages(value)) mergeInto(current, value, overwrite);
    else if (overwrite || current === undefined) target[key] = isMessages(value) ? structuredClone(value) : value;
  }
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    if (value === undefined || value === null) return '';
    // Strings and numbers, as the app passes them; anything else as i18next would show it.
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  });
}

function interpolateAll(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, options));
  if (isMessages(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, options)]));
  }
  return value;
}

export class Translator {
  private readonly resources = new Map<string, Messages>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  private current: string;

  constructor(
    private readonly fallback: string,
    fallbackMessages: Messages,
  ) {
    this.current = fallback;
    this.resources.set(fallback, structuredClone(fallbackMessages));
  }

  /** The interface language now (a BCP 47 tag). */
  get language(): string {
    return this.current;
  }

  get resolvedLanguage(): string {
    return this.current;
  }

  readonly t: TFunction = ((key: string, options?: TOptions) => this.translate(key, options)) as TFunction;

  /** Deep-merges `messages` into `lng`'s strings; `overwrite: false` keeps what is already there. */
  addResourceBundle(lng: string, messages: Messages, overwrite = false): void {
    const existing = this.resources.get(lng);
    if (existing) mergeInto(existing, messages, overwrite);
    else this.resources.set(lng, structuredClone(messages));
  }

  async changeLanguage(lng: string): Promise<void> {
    if (lng === this.current) return;
    this.current = lng;
    for (const listener of this.listeners) listener();
    await Promise.resolve();
  }

  /** Told after each change of language. */
  onLanguageChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private translate(key: string, options?: TOptions): unknown {
    const languages = this.current === this.fallback ? [this.current] : [this.current, this.fallback];
    for (const lng of languages) {
      const found = this.find(lng, key, options?.count);
      if (typeof found === 'string') return interpolate(found, options);
      if (found !== undefined && options?.returnObjects) return interpolateAll(found, options);
    }
    return key;
  }

  private find(lng: string, key: string, count: number | undefined): unknown {
    const messages = this.resources.get(lng);
    if (!messages) return undefined;
    const keys = [key];
    if (typeof count === 'number') {
      keys.unshift(`${key}_${this.pluralRules(lng).select(count)}`);
      if (count === 0) keys.unshift(`${key}_zero`);
    }
    for (const candidate of keys) {
      const value = lookup(messages, candidate);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return rules;
  }
}

function lookup(messages: Messages, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (!isMessages(node)) return undefined;
    node = node[part];
  }
  return node;
}
