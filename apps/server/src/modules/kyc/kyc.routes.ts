import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  KYC_MESSAGES,
  fetchKycRequestSchema,
  fetchKycResponseSchema,
  saveKycRequestSchema,
  saveKycResponseSchema,
} from '@khelo/contracts/kyc';
import { IMAGE_MAX_BASE64_CHARS, IMAGE_PROBLEMS } from '@khelo/contracts/profile';
import { UPLOAD_RATE_LIMIT, uploadErrorHandler } from '../uploads/upload-errors';
import { presentPlayerDocument } from './kyc.presenter';
import type { KycService } from './kyc.service';

// save/kycdetails (core-platform.md section 7) and fetch/kycdetails (ours), Bearer (ADR 003).

export interface KycRoutesOptions {
  kyc: KycService;
}

const security = [{ bearerAuth: [] }];

export const kycRoutes: FastifyPluginCallbackZod<KycRoutesOptions> = (app, options, done) => {
  const { kyc } = options;

  app.post(
    '/save/kycdetails',
    {
      preHandler: app.requirePlayer,
      bodyLimit: 2 * IMAGE_MAX_BASE64_CHARS + 8192,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      errorHandler: uploadErrorHandler(app, 'front_img'),
      schema: {
        summary: 'Submit an aadhar or pan document for review',
        description:
          'aadhar: 12 digits with a valid Verhoeff check digit, front and back images. pan: AAAAA9999A, front image. Images as for update/profilePicture. 409 "already kyc details submitted" when this type is pending or verified.',
        tags: ['kyc'],
        security,
        body: saveKycRequestSchema,
        response: {
          200: saveKycResponseSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          409: failureSchema,
          413: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const outcome = await kyc.submit({
        operatorId: request.player.operatorId,
        playerId: request.player.id,
        docType: body.doc_type,
        playerName: body.player_name,
        docNumber: body.doc_number,
        frontImg: body.front_img,
        backImg: body.back_img,
      });
      switch (outcome.kind) {
        case 'missing-images':
          return reply.code(400).send({
            status: 0,
            message: outcome.field === 'back_img' ? KYC_MESSAGES.backMissing : KYC_MESSAGES.frontMissing,
          });
        case 'invalid-number':
          return reply.code(400).send({ status: 0, message: KYC_MESSAGES.invalidNumber(outcome.problem) });
        case 'exists':
          return reply.code(409).send({ status: 0, message: KYC_MESSAGES.alreadySubmitted });
        case 'taken':
          return reply.code(409).send({ status: 0, message: KYC_MESSAGES.takenNumber });
        case 'bad-image':
          return reply
            .code(400)
            .send({ status: 0, message: `${outcome.field}: ${IMAGE_PROBLEMS[outcome.problem]}` });
        case 'saved':
          return {
            status: 1 as const,
            message: KYC_MESSAGES.updated(body.doc_type),
            data: { doc_type: body.doc_type, status: 'pending' as const },
          };
      }
    },
  );

  app.post(
    '/fetch/kycdetails',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: "The player's KYC documents and their review status (numbers masked)",
        tags: ['kyc'],
        security,
        body: fetchKycRequestSchema,
        response: { 200: fetchKycResponseSchema, 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => {
      const rows = await kyc.listForPlayer(request.player.id);
      return {
        status: 1 as const,
        message: rows.length > 0 ? KYC_MESSAGES.fetched : KYC_MESSAGES.notFound,
        data: rows.map(presentPlayerDocument),
      };
    },
  );

  done();
};
