import { z } from 'zod';

// Every answer of the API: { status: 1, message, ...fields } or { status: 0, message } (architecture.md section 4).
export const failureSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  /** A refused cash action names its rule (docs/compliance.md), e.g. `blocked_state`, for the pages. */
  reason: z.string().optional(),
  /** Values the translated refusal needs, e.g. { state: 'Assam' }. */
  details: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<T extends z.ZodRawShape>(fields: T) {
  return z.object({ status: z.literal(1), message: z.string(), ...fields });
}
