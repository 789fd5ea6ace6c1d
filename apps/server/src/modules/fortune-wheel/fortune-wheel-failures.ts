import { failureSchema } from '@khelo/contracts/envelope';

// The failures every Fortune Wheel call may answer, player's and staff's alike: a FortuneWheelError's status
// (400 naming the field, 404, 409 with its reason) or the guards' 401 and 403, in the shared envelope.

export const FORTUNE_FAILURES = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
} as const;

/** A call's OpenAPI schema parts: its summary, tag, Bearer security, and the 200 answer beside the failures. */
export function fortuneSchema<Ok>(tag: 'fortune-wheel' | 'staff', summary: string, ok: Ok) {
  return {
    summary,
    tags: [tag],
    security: [{ bearerAuth: [] }],
    response: { 200: ok, ...FORTUNE_FAILURES },
  };
}
