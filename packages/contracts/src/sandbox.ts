import { z } from 'zod';

// GET /sandbox/outbox (SANDBOX=1 only): the messages the sandbox "sent", newest first.

export const OUTBOX_LIMIT = 20;

export const outboxQuerySchema = z.object({
  to: z.string().trim().max(254, 'at most 254 characters').optional(),
  refresh: z.coerce.number().int().min(1).max(60).optional().describe('seconds between page reloads'),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['mobile', 'email']),
  body: z.string(),
  code: z.string().nullable(),
  sent_at: z.string().describe('ISO time'),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.array(outboxMessageSchema);
