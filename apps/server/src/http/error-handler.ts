/** The one place failures become the envelope. A 5xx says nothing about internals. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';
import { errorMessage } from '@fanlane/contracts/error-messages';
import type { TFieldIssue } from '@fanlane/contracts/envelope';
import { AppError } from './app-error.ts';
import { readContext } from './request-context.ts';

const BY_FASTIFY_CODE: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_JSON: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_NO_FORM_DATA: 'BAD_REQUEST',
  // The client went away while its request was read (an upload cut off, a tab closed): no fault of
  // the server's, and nobody reads the answer. Logged as a refusal, not as a failure.
  ERR_STREAM_PREMATURE_CLOSE: 'BAD_REQUEST',
};

const BY_STATUS: Record<number, ErrorName> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
};

type Classified = { name: ErrorName; params?: Record<string, string>; data: unknown; headers?: Record<string, string> };

function fieldName(instancePath: string, missing: unknown): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra = typeof missing === 'string' ? missing : '';
  return [base, extra].filter(Boolean).join('.') || '(body)';
}

function classify(error: FastifyError | AppError): Classified {
  if (error instanceof AppError) {
    return {
      name: error.errorName,
      params: error.options.params,
      data: error.options.data ?? null,
      headers: error.options.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: TFieldIssue[] = error.validation.map((v) => ({
      field: fieldName(v.instancePath, (v.params as { missingProperty?: unknown }).missingProperty),
      message: v.message ?? 'invalid',
    }));
    return {
      name: 'VALIDATION',
      params: { fields: [...new Set(fields.map((f) => f.field))].join(', ') },
      data: { fields },
    };
  }
  if (isResponseSerializationError(error)) return { name: 'INTERNAL', data: null };
  const byCode = error.code ? BY_FASTIFY_CODE[error.code] : undefined;
  if (byCode) return { name: byCode, data: null };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { name: BY_STATUS[status] ?? 'BAD_REQUEST', data: null };
  return { name: 'INTERNAL', data: null };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | AppError) {
  const { name, params, data, headers } = classify(error);
  const entry = ERRORS[name];
  if (entry.status >= 500) {
    request.log.error({ err: error }, 'request failed');
    // Sentry when SENTRY_DSN is set (lib/error-reporting.ts); a provider being down (a catalogued 503) is no bug.
    if (entry.status !== 503) request.server.deps?.errorReporter?.capture(error, request);
  } else request.log.info({ code: entry.code, reason: error.message }, 'request rejected');
  // ctx is missing when a request fails before onRequest hooks (a malformed URL, say).
  const locale = (request.ctx ?? readContext(request)).locale;
  if (headers) void reply.headers(headers);
  return reply.status(entry.status).send({
    success: false,
    code: entry.code,
    msg: name === 'REDIRECT' ? String(params?.url ?? '') : errorMessage(entry.key, locale, params),
    data,
  });
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => sendError(request, reply, error));
}
