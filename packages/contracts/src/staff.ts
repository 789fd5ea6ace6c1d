import { z } from 'zod';

// Operator staff and their audit log (docs/staff.md). Staff calls carry `Authorization: Bearer <staff
// token>`; the back office of issue 12 replaces the tokens with password + TOTP login.

export const STAFF_ROLES = ['admin', 'cashier', 'kyc_reviewer', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_TOKEN_REQUIRED = 'Staff token required';
export const STAFF_ROLE_FORBIDDEN = 'This staff role may not do this';

export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogQuerySchema = z.object({
  subject_type: z.string().trim().min(1).max(64).optional(),
  subject_id: z.string().trim().min(1).max(128).optional(),
  staff_id: z.uuid('must be a staff id').optional(),
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(1),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogRowSchema = z.object({
  id: z.string(),
  staff_id: z.string(),
  staff_email: z.string(),
  staff_role: z.enum(STAFF_ROLES),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string().describe('ISO time'),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

export const auditLogResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(auditLogRowSchema),
  page: z.number().int(),
  page_size: z.literal(AUDIT_LOG_PAGE_SIZE),
  total: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** GET /sandbox/staff (sandbox only): the demo operator's staff tokens. */
export const sandboxStaffSchema = z.array(
  z.object({ email: z.string(), role: z.enum(STAFF_ROLES), display_name: z.string(), token: z.string() }),
);
export type SandboxStaff = z.infer<typeof sandboxStaffSchema>;
