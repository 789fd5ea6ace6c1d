import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '@khelo/contracts/envelope';
import { isApiPath } from '@khelo/contracts/api-paths';
import { isDatabaseBusy } from '../db/client';

// One place turns every failure into the { status: 0, message } envelope (architecture.md section 4):
// validation names the field, client errors keep their status, anything unexpected is logged and hidden.

type SpaSender = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: malformed JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty with Content-Type application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body: unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: Content-Length does not match the body',
};

/** "mobile_number: must be 10 digits" from the first issue; the request part when the path is empty. */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0] ?? {};
  const field = (first.instancePath ?? '').split('/').filter(Boolean).join('.') || context || 'request';
  return `${field}: ${friendlyProblem(first.message)}`;
}

function friendlyProblem(message: string | undefined): string {
  if (!message) return 'is invalid';
  // zod's default for a missing property reads "Invalid input: expected string, received undefined".
  if (/received undefined$/.test(message)) return 'is required';
  return message;
}

function failure(message: string): Failure {
  return { status: 0, message };
}

/** Seconds a client waits before trying a call again that found the server too busy. */
export const BUSY_RETRY_AFTER_S = 1;
export const BUSY_MESSAGE = `The server is busy: try again in ${BUSY_RETRY_AFTER_S} s.`;

/**
 * 503 with the rate limit's shape ({status: 0, message, retry_after}): the call did not happen (no
 * connection to the database came free in time) and may simply be sent again.
 */
export function sendBusy(reply: FastifyReply, body: Record<string, unknown> = {}) {
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_S))
    .send({ ...failure(BUSY_MESSAGE), ...body, retry_after: BUSY_RETRY_AFTER_S });
}

export function registerErrorHandling(app: FastifyInstance, options: { sendSpa: SpaSender }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      return reply.code(400).send(failure(validationMessage(error.validation, error.validationContext)));
    }
    const known = error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A refusal may name its rule (e.g. compliance's `blocked_state`) so that pages can explain it in
      // the player's language.
      const { reason, details } = error as { reason?: unknown; details?: unknown };
      const body = failure(known ?? error.message);
      // The per-IP limit (plugins/rate-limit.ts) says when to come back, as the login calls' 429 declares.
      const retryAfter = (error as { retry_after?: unknown }).retry_after;
      if (status === 429 && typeof retryAfter === 'number')
        return reply.code(status).send({ ...body, retry_after: retryAfter });
      if (typeof reason !== 'string') return reply.code(status).send(body);
      // details: the values the translated text needs (e.g. the blocked state's name).
      return reply
        .code(status)
        .send(
          typeof details === 'object' && details !== null
            ? { ...body, reason, details }
            : { ...body, reason },
        );
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'request refused: no database connection came free in time');
      return sendBusy(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure('Internal server error'));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return options.sendSpa(request, reply);
    return reply.code(404).send(failure(`Not found: ${request.method} ${pathname}`));
  });
}
