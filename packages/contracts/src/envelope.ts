import { z } from 'zod';

// Every answer of the API: { status: 1, message, ...fields } or { status: 0, message } (architecture.md section 4).
export const failureSchema = z.object({
  status: z.literal(0),
  message: z.string(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<T extends z.ZodRawShape>(fields: T) {
  return z.object({ status: z.literal(1), message: z.string(), ...fields });
}
