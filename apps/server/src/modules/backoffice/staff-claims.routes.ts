import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CLAIM_MINUTES,
  staffClaimResponseSchema,
  staffReleaseResponseSchema,
} from '@khelo/contracts/backoffice-claims';
import { failureSchema } from '@khelo/contracts/envelope';
import { PAYMENT_MESSAGES, staffIdParamsSchema } from '@khelo/contracts/payments';
import type { LedgerService } from '../wallet/ledger.service';
import type { StaffClaimsService } from './staff-claims.service';

// POST /staff/{deposits,withdrawals}/:id/{claim,release} (admin, cashier): the web app claims an item when a
// cashier opens "Approve or reject…" and releases it on cancel; see staff-claims.service.ts.

const KINDS = { deposits: 'deposit', withdrawals: 'withdrawal' } as const;

class ClaimRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const staffClaimsRoutes: FastifyPluginCallbackZod<{
  claims: StaffClaimsService;
  ledger: Pick<LedgerService, 'findById'>;
}> = (app, options, done) => {
  const { claims, ledger } = options;
  const preHandler = app.staff.authenticate(['admin', 'cashier']);
  const failures = {
    400: failureSchema,
    401: failureSchema,
    403: failureSchema,
    404: failureSchema,
    409: failureSchema,
  };
  const schema = (
    summary: string,
    ok: typeof staffClaimResponseSchema | typeof staffReleaseResponseSchema,
  ) => ({
    summary,
    tags: ['staff'],
    security: [{ bearerAuth: [] }],
    params: staffIdParamsSchema,
    response: { 200: ok, ...failures },
  });

  for (const [path, kind] of Object.entries(KINDS)) {
    app.post(
      `/staff/${path}/:id/claim`,
      {
        preHandler,
        schema: schema(
          `Take a pending ${kind} for ${CLAIM_MINUTES} minutes before deciding`,
          staffClaimResponseSchema,
        ),
      },
      async (request) => {
        const { id } = request.params;
        const pending = await ledger.findById(id);
        if (!pending || pending.type !== kind || pending.operatorId !== request.staff.operatorId)
          throw new ClaimRefusal(404, PAYMENT_MESSAGES.notFound);
        if (pending.status !== 'pending') throw new ClaimRefusal(409, PAYMENT_MESSAGES.alreadyDecided);
        const claim = await claims.claim(request.staff, kind, id);
        return {
          status: 1 as const,
          message: 'claimed',
          claim: { subject_id: id, staff_email: claim.staffEmail, expires_at: claim.expiresAt.toISOString() },
        };
      },
    );
    app.post(
      `/staff/${path}/:id/release`,
      {
        preHandler,
        schema: schema(`Let go of a ${kind} one holds (no-op otherwise)`, staffReleaseResponseSchema),
      },
      async (request) => {
        await claims.release(request.staff, kind, request.params.id);
        return { status: 1 as const, message: 'released' };
      },
    );
  }
  done();
};
