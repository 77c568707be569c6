/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a string carrying one would fail in the
 * database, after validation, as a 500. Every request is checked once, before its route's schema:
 * a NUL anywhere in the body, the query or the path parameters is a 422 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error.ts';

const MAX_DEPTH = 64;

/** The dotted path of the first string (or key) holding a NUL, if any. */
export function findNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNul(request.body) ?? findNul(request.query) ?? findNul(request.params);
    done(field ? invalidField(field.replaceAll('\u0000', '\\0'), 'must not contain a NUL character') : undefined);
  });
}
