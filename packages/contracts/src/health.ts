import { z } from 'zod';

export const healthSchema = z.object({
  status: z.union([z.literal(1), z.literal(0)]),
  db: z.enum(['ok', 'down']),
  message: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
