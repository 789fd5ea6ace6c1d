import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  staffDecisionResponseSchema,
  staffDecisionSchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffPaymentListSchema,
} from '@khelo/contracts/payments';
import type { CashierService, Decision, PaymentKind } from './cashier.service';

// /staff/deposits and /staff/withdrawals (admin, cashier; docs/payments.md, docs/staff.md).

const KINDS: Record<string, PaymentKind> = { deposits: 'deposit', withdrawals: 'withdrawal' };
const DECISIONS: Decision[] = ['approve', 'reject'];

export const cashierRoutes: FastifyPluginCallbackZod<{ cashier: CashierService }> = (app, options, done) => {
  const preHandler = app.staff.authenticate(['admin', 'cashier']);
  const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };
  for (const [path, kind] of Object.entries(KINDS)) {
    app.get(
      `/staff/${path}`,
      {
        preHandler,
        schema: {
          summary: `The operator's ${path} by status (default pending), oldest first, 50 a page`,
          tags: ['staff'],
          security: [{ bearerAuth: [] }],
          querystring: staffListQuerySchema,
          response: { 200: staffPaymentListSchema, ...failures },
        },
      },
      (request) => options.cashier.list(request.staff, kind, request.query.status, request.query.page),
    );
    for (const decision of DECISIONS) {
      app.post(
        `/staff/${path}/:id/${decision}`,
        {
          preHandler,
          schema: {
            summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending ${kind}, with a reason`,
            tags: ['staff'],
            security: [{ bearerAuth: [] }],
            params: staffIdParamsSchema,
            body: staffDecisionSchema,
            response: {
              200: staffDecisionResponseSchema,
              ...failures,
              404: failureSchema,
              409: failureSchema,
            },
          },
        },
        (request) =>
          options.cashier.decide(request.staff, kind, request.params.id, decision, request.body.reason),
      );
    }
  }
  done();
};
