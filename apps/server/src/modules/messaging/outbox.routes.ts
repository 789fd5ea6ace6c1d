import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  OUTBOX_LIMIT,
  outboxListSchema,
  outboxQuerySchema,
  type OutboxMessage,
} from '@khelo/contracts/sandbox';
import { renderOutboxPage } from './outbox-page';
import type { OutboxRepository } from './outbox.repository';

export interface OutboxRoutesOptions {
  repository: OutboxRepository;
}

/** Registered only with SANDBOX=1; otherwise /sandbox/outbox is the JSON 404 of every unknown API path. */
export const outboxRoutes: FastifyPluginCallbackZod<OutboxRoutesOptions> = (app, options, done) => {
  app.get(
    '/sandbox/outbox',
    {
      schema: {
        summary: 'Messages the sandbox sent (SANDBOX=1 only); HTML for browsers, JSON otherwise',
        tags: ['sandbox'],
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, 400: failureSchema },
      },
    },
    async (request, reply) => {
      const to = request.query.to || undefined;
      const rows = await options.repository.list(to, OUTBOX_LIMIT);
      const messages: OutboxMessage[] = rows.map((row) => ({
        to: row.to,
        channel: row.channel,
        body: row.body,
        code: row.code,
        sent_at: row.sentAt.toISOString(),
      }));
      reply.header('cache-control', 'no-store');
      if (prefersHtml(request.headers.accept)) {
        // A string with a non-JSON content type bypasses the JSON serializer (and the typed payload).
        const page = renderOutboxPage(messages, to, request.query.refresh);
        return reply.type('text/html; charset=utf-8').send(page as unknown as OutboxMessage[]);
      }
      return messages;
    },
  );
  done();
};

/** A browser (text/html before or without application/json). */
function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}
