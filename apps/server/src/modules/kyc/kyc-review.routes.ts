import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  KYC_MESSAGES,
  staffKycApproveBodySchema,
  staffKycDecisionResponseSchema,
  staffKycDetailResponseSchema,
  staffKycIdParamsSchema,
  staffKycListQuerySchema,
  staffKycListResponseSchema,
  staffKycRejectBodySchema,
} from '@khelo/contracts/kyc';
import type { StaffRole } from '@khelo/contracts/staff';
import type { StaffIdentity } from '../staff/staff.service';
import { presentDetail, presentSummary } from './kyc.presenter';
import type { KycService } from './kyc.service';

// The reviewers' KYC calls (staff roles kyc_reviewer and admin, docs/staff.md): the queue, one submission
// with its decrypted number and images (served only here, never by URL), approve and reject. Viewing and
// deciding are written to the staff audit log; a decision and its audit row commit together.

export interface KycReviewRoutesOptions {
  kyc: KycService;
}

const REVIEWERS: StaffRole[] = ['kyc_reviewer', 'admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const SUBJECT = 'kyc_document';

export const kycReviewRoutes: FastifyPluginCallbackZod<KycReviewRoutesOptions> = (app, options, done) => {
  const { kyc } = options;
  const preHandler = app.staff.authenticate(REVIEWERS);

  app.get(
    '/staff/kyc',
    {
      preHandler,
      schema: {
        summary: 'KYC submissions by status (pending: oldest first), 50 a page',
        tags: ['staff', 'kyc'],
        security,
        querystring: staffKycListQuerySchema,
        response: { 200: staffKycListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      const { rows, total } = await kyc.list(request.staff.operatorId, status, page);
      return {
        status: 1 as const,
        message: KYC_MESSAGES.fetched,
        data: rows.map(presentSummary),
        page,
        total,
      };
    },
  );

  app.get(
    '/staff/kyc/:id',
    {
      preHandler,
      schema: {
        summary: 'One submission with its full number and images (data: URLs); audited as kyc.view',
        tags: ['staff', 'kyc'],
        security,
        params: staffKycIdParamsSchema,
        response: { 200: staffKycDetailResponseSchema, ...errors, 500: failureSchema },
      },
    },
    async (request, reply) => {
      const row = await kyc.findForOperator(request.staff.operatorId, request.params.id);
      if (!row) return reply.code(404).send({ status: 0, message: KYC_MESSAGES.notFound });
      const revealed = await kyc.reveal(row);
      if (!revealed) {
        request.log.error({ kycDocument: row.id }, 'KYC files missing or not readable with DATA_KEY');
        return reply.code(500).send({ status: 0, message: 'Internal server error' });
      }
      await app.staff.audit({
        staff: request.staff,
        action: 'kyc.view',
        subjectType: SUBJECT,
        subjectId: row.id,
      });
      reply.header('cache-control', 'no-store');
      return { status: 1 as const, message: KYC_MESSAGES.fetched, data: presentDetail(row, revealed) };
    },
  );

  const decide = (status: 'verified' | 'rejected') =>
    async function handler(
      request: { staff: StaffIdentity; params: { id: string }; body: { reason?: string | undefined } },
      reply: FastifyReply,
    ) {
      const reason = request.body.reason?.trim() || null;
      const { staff } = request;
      const id = request.params.id;
      const result = await kyc.decide(staff.operatorId, id, { status, reason, reviewedBy: staff.id }, (tx) =>
        app.staff.audit(
          {
            staff,
            action: status === 'verified' ? 'kyc.approve' : 'kyc.reject',
            subjectType: SUBJECT,
            subjectId: id,
            reason,
          },
          tx,
        ),
      );
      switch (result.kind) {
        case 'not-found':
          return reply.code(404).send({ status: 0, message: KYC_MESSAGES.notFound });
        case 'not-pending':
          return reply.code(409).send({ status: 0, message: KYC_MESSAGES.notPending });
        case 'taken':
          return reply.code(409).send({ status: 0, message: KYC_MESSAGES.takenNumber });
        case 'decided':
          return reply.send({
            status: 1 as const,
            message: KYC_MESSAGES.reviewed(status),
            data: { id, status: result.row.status, reason: result.row.reason },
          });
      }
    };

  const decisionResponses = { 200: staffKycDecisionResponseSchema, ...errors, 409: failureSchema };

  app.post(
    '/staff/kyc/:id/approve',
    {
      preHandler,
      schema: {
        summary: 'Verify a pending submission (409 when the number is verified on another account)',
        tags: ['staff', 'kyc'],
        security,
        params: staffKycIdParamsSchema,
        body: staffKycApproveBodySchema,
        response: decisionResponses,
      },
    },
    decide('verified'),
  );

  app.post(
    '/staff/kyc/:id/reject',
    {
      preHandler,
      schema: {
        summary: 'Reject a pending submission with a reason the player sees',
        tags: ['staff', 'kyc'],
        security,
        params: staffKycIdParamsSchema,
        body: staffKycRejectBodySchema,
        response: decisionResponses,
      },
    },
    decide('rejected'),
  );

  done();
};
