import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  AUDIT_LOG_PAGE_SIZE,
  auditChainSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  type AuditLogResponse,
} from '@khelo/contracts/staff';
import type { StaffService } from './staff.service';

// GET /staff/audit-log (admin, auditor): the operator's staff actions, newest first, 50 a page;
// GET /staff/audit-log/verify: whether the hash chain is intact, else its first broken row.

export interface StaffRoutesOptions {
  service: StaffService;
}

export const staffRoutes: FastifyPluginCallbackZod<StaffRoutesOptions> = (app, options, done) => {
  app.get(
    '/staff/audit-log',
    {
      preHandler: app.staff.authenticate(['admin', 'auditor']),
      schema: {
        summary: "The operator's staff actions, newest first (admin, auditor)",
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => {
      const { page, subject_type, subject_id, staff_id } = request.query;
      const filter = {
        operatorId: request.staff.operatorId,
        subjectType: subject_type,
        subjectId: subject_id,
        staffId: staff_id,
      };
      const [total, rows] = await Promise.all([
        options.service.auditCount(filter),
        options.service.auditPage(filter, (page - 1) * AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE),
      ]);
      const body: AuditLogResponse = {
        status: 1,
        message: total === 0 ? 'No data found' : 'audit log',
        data: rows.map((row) => ({
          id: String(row.id),
          staff_id: row.staffId,
          staff_email: row.staffEmail,
          staff_role: row.staffRole,
          action: row.action,
          subject_type: row.subjectType,
          subject_id: row.subjectId,
          reason: row.reason,
          details: row.details,
          created_at: new Date(row.createdAt).toISOString(),
        })),
        page,
        page_size: AUDIT_LOG_PAGE_SIZE,
        total,
      };
      return body;
    },
  );
  app.get(
    '/staff/audit-log/verify',
    {
      preHandler: app.staff.authenticate(['admin', 'auditor']),
      schema: {
        summary: 'Recompute the audit hash chain; reports the first broken row (admin, auditor)',
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        response: { 200: auditChainSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async () => {
      const result = await options.service.verifyAuditChain();
      return {
        status: 1 as const,
        message: result.ok ? 'audit chain intact' : `audit chain broken at row ${result.firstBrokenId}`,
        ok: result.ok,
        checked: result.checked,
        first_broken_id: result.firstBrokenId,
      };
    },
  );
  done();
};
