import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  STAFF_TABLE_MESSAGES,
  STAFF_TABLE_ROLES,
  staffHandMovesSchema,
  staffHandParamsSchema,
  staffTableDetailSchema,
  staffTableListSchema,
  staffTableParamsSchema,
  staffTablesQuerySchema,
  staffVoidHandRequestSchema,
  staffVoidHandResponseSchema,
} from '@khelo/contracts/backoffice-tables';
import { failureSchema } from '@khelo/contracts/envelope';
import { refundedRupees, type StaffTablesService } from './staff-tables.service';

// /staff/tables (docs/tables.md "Staff"): live tables, one table with its hands, a hand's full move log with
// the dealt cards and money rows (support, auditors, admins), and the void of a hand in progress (admins):
// every stake refunded in full, the players told, the reason in the audit log. No route sets cards or results.

export const staffTablesRoutes: FastifyPluginCallbackZod<{ tables: StaffTablesService }> = (
  app,
  options,
  done,
) => {
  const { tables } = options;
  const read = app.staff.authenticate(STAFF_TABLE_ROLES.read);
  const act = app.staff.authenticate(STAFF_TABLE_ROLES.void);
  const tags = ['staff'];
  const security = [{ bearerAuth: [] }];
  const failures = {
    400: failureSchema,
    401: failureSchema,
    403: failureSchema,
    404: failureSchema,
    409: failureSchema,
  };

  app.get(
    '/staff/tables',
    {
      preHandler: read,
      schema: {
        summary: 'Tables (live: open or playing), newest change first, 20 a page',
        tags,
        security,
        querystring: staffTablesQuerySchema,
        response: { 200: staffTableListSchema, ...failures },
      },
    },
    async (request) => {
      const page = await tables.list(request.query);
      const message = page.total === 0 ? STAFF_TABLE_MESSAGES.noTables : STAFF_TABLE_MESSAGES.tables;
      return { status: 1 as const, message, ...page };
    },
  );

  app.get(
    '/staff/tables/:table_id',
    {
      preHandler: read,
      schema: {
        summary: "One table: its seats, the spectator's snapshot and its hands",
        tags,
        security,
        params: staffTableParamsSchema,
        response: { 200: staffTableDetailSchema, ...failures },
      },
    },
    async (request, reply) => {
      const detail = await tables.detail(request.params.table_id);
      if (!detail) return reply.code(404).send({ status: 0, message: STAFF_TABLE_MESSAGES.tableNotFound });
      return { status: 1 as const, message: STAFF_TABLE_MESSAGES.table, ...detail };
    },
  );

  app.get(
    '/staff/tables/hands/:hand_id/moves',
    {
      preHandler: read,
      schema: {
        summary: "A hand's full move log, every seat's dealt cards and its money rows",
        tags,
        security,
        params: staffHandParamsSchema,
        response: { 200: staffHandMovesSchema, ...failures },
      },
    },
    async (request, reply) => {
      const moves = await tables.moves(request.params.hand_id);
      if (!moves) return reply.code(404).send({ status: 0, message: STAFF_TABLE_MESSAGES.handNotFound });
      return { status: 1 as const, message: STAFF_TABLE_MESSAGES.hand, ...moves };
    },
  );

  app.post(
    '/staff/tables/hands/:hand_id/void',
    {
      preHandler: act,
      schema: {
        summary: 'Void a hand in progress: every stake refunded in full, the players told, audited',
        tags,
        security,
        params: staffHandParamsSchema,
        body: staffVoidHandRequestSchema,
        response: { 200: staffVoidHandResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const handId = request.params.hand_id;
      const reason = request.body.reason;
      const outcome = await tables.voidHand(handId, reason);
      if (!outcome.ok) {
        if (outcome.reason === 'not_found')
          return reply.code(404).send({ status: 0, message: STAFF_TABLE_MESSAGES.handNotFound });
        return reply.code(409).send({ status: 0, message: STAFF_TABLE_MESSAGES.notVoidable });
      }
      const refunded = refundedRupees(outcome);
      const auditId = await app.staff.audit({
        staff: request.staff,
        action: 'table.hand.void',
        subjectType: 'table_hand',
        subjectId: handId,
        reason,
        details: {
          table_id: outcome.tableId,
          hand_no: outcome.handNo,
          refunded,
          refunds: outcome.refunds,
        },
      });
      return {
        status: 1 as const,
        message: STAFF_TABLE_MESSAGES.voided,
        hand_id: handId,
        hand_status: 'void' as const,
        refunded,
        refunds: outcome.refunds,
        audit_id: auditId,
      };
    },
  );
  done();
};
