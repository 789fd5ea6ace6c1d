import { z } from 'zod';

// Operator staff and their audit log (docs/staff.md). Staff log in with e-mail, password and a TOTP code
// (POST /staff/auth/login) and send the session token as `Authorization: Bearer kss_…` on /staff calls.

export const STAFF_ROLES = ['admin', 'cashier', 'kyc_reviewer', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_TOKEN_REQUIRED = 'Staff login required';
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

export const auditChainSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  ok: z.boolean(),
  checked: z.number().int().describe('rows checked'),
  first_broken_id: z.string().nullable().describe('the first row whose hash does not match, or null'),
});
export type AuditChain = z.infer<typeof auditChainSchema>;

/** GET /sandbox/staff (sandbox only): the demo operator's staff credentials. */
export const sandboxStaffSchema = z.array(
  z.object({
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    display_name: z.string(),
    password: z.string(),
    totp_secret: z.string().describe('base32, for an authenticator app or a test computing codes'),
  }),
);
export type SandboxStaff = z.infer<typeof sandboxStaffSchema>;

// Login: POST /staff/auth/login with e-mail + password, then again with the TOTP code.

export const STAFF_LOGIN_MESSAGES = {
  invalid: 'Wrong e-mail or password',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'code: wrong or expired code',
  codeUsed: 'code: this code was already used; wait for the next one',
  locked: 'Too many failed attempts; try again later',
} as const;

export const staffLoginSchema = z.object({
  email: z.string({ error: 'email: required' }).trim().min(3, 'email: required').max(254),
  password: z.string({ error: 'password: required' }).min(1, 'password: required').max(256),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code: must be 6 digits')
    .optional(),
});
export type StaffLogin = z.input<typeof staffLoginSchema>;

export const staffProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

/** The password was right; the TOTP code is next. `enrolment` is set until the first full login. */
export const staffLoginCodeStepSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  step: z.literal('code'),
  enrolment: z
    .object({
      otpauth_uri: z.string(),
      secret: z.string(),
      qr_svg: z.string().describe('an SVG of the otpauth URI'),
    })
    .nullable(),
});

export const staffSessionSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  step: z.literal('done'),
  token: z.string().describe('Bearer token of the staff session (kss_…)'),
  idle_minutes: z.number().int(),
  expires_at: z.string().describe('ISO time: the absolute end of the session'),
  staff: staffProfileSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffLoginResponseSchema = z.discriminatedUnion('step', [
  staffLoginCodeStepSchema,
  staffSessionSchema,
]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffMeResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  staff: staffProfileSchema,
});
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;
