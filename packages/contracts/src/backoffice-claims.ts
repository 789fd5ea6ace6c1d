import { z } from 'zod';

// Claims on cashier queue items (docs/backoffice.md): opening "Approve or reject…" takes the item for
// CLAIM_MINUTES; another cashier is refused (409, reason `claimed`) until it expires or is released.

export const CLAIM_MINUTES = 2;

export const staffClaimSchema = z.object({
  subject_id: z.string(),
  staff_email: z.string(),
  expires_at: z.string(),
});
export type StaffClaim = z.infer<typeof staffClaimSchema>;

export const staffClaimResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  claim: staffClaimSchema,
});
export type StaffClaimResponse = z.infer<typeof staffClaimResponseSchema>;

export const staffReleaseResponseSchema = z.object({ status: z.literal(1), message: z.string() });

/** The 409's `reason`; its `details` are { by: e-mail, until: ISO instant }. */
export const CLAIMED_REASON = 'claimed';

export function claimedMessage(by: string, until: Date): string {
  return `Being handled by ${by} until ${until.toISOString()}; try again when they are done`;
}
