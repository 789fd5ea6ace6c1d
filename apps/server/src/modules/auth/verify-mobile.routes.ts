import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { OTP_LIMITS, rateLimitedSchema } from '@khelo/contracts/auth';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  MOBILE_NOT_REGISTERED,
  MOBILE_VERIFIED,
  VERIFY_OTP_SENT,
  mobileVerifiedSchema,
  verifyMobileConfirmSchema,
  verifyMobileRequestSchema,
  verifyMobileSentSchema,
} from '@khelo/contracts/verify-mobile';
import { bearerToken } from '../../plugins/auth';
import type { Failure, OtpService } from './otp.service';

// verify/mobile and verify/mobile-confirm: the mobile verification landing page (pages-and-rules.md
// section 2). Public like the login calls; the codes are of the "verification" purpose, so they cannot log
// anyone in and login codes cannot verify. The same limits as login apply to each series.

export interface VerifyMobileRoutesOptions {
  otp: OtpService;
}

function sendFailure(reply: FastifyReply, result: Failure) {
  if (result.retryAfter === undefined)
    return reply.code(result.statusCode).send({ status: 0, message: result.message });
  void reply.header('retry-after', String(result.retryAfter));
  return reply
    .code(result.statusCode)
    .send({ status: 0, message: result.message, retry_after: result.retryAfter });
}

export const verifyMobileRoutes: FastifyPluginCallbackZod<VerifyMobileRoutesOptions> = (
  app,
  options,
  done,
) => {
  const { otp } = options;
  // Optional Bearer: a logged-in player of the body's operator may verify a number not yet on any account,
  // which is then added to theirs (e-mail sign-ups; cash play needs a verified mobile, docs/compliance.md).
  const loggedIn = async (request: FastifyRequest<{ Body: { operator_id: number } }>) => {
    const player = await app.authenticateAccessToken(bearerToken(request.headers.authorization));
    return player && player.operatorId === request.body.operator_id ? player : null;
  };

  app.post(
    '/verify/mobile',
    {
      schema: {
        summary: 'Send a verification code to a registered mobile number',
        description: `404 "${MOBILE_NOT_REGISTERED}" for a number without an account. Limits as login/mobile: another code after ${OTP_LIMITS.resendSeconds} s, ${OTP_LIMITS.perDestinationPerHour} per number per hour.`,
        tags: ['verification'],
        body: verifyMobileRequestSchema,
        response: {
          200: verifyMobileSentSchema,
          400: failureSchema,
          404: failureSchema,
          409: failureSchema,
          429: rateLimitedSchema,
          503: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const player = await loggedIn(request);
      const result = await otp.request({
        channel: 'mobile',
        destination: body.mobile_number,
        operatorId: body.operator_id,
        ip: request.ip,
        signup: { affiliateId: null, referralCode: null, promoCode: null, deviceId: null },
        purpose: 'verification',
        ...(player ? { playerId: player.id } : {}),
      });
      if (!result.ok) return sendFailure(reply, result);
      return reply.send({
        status: 1 as const,
        message: VERIFY_OTP_SENT,
        objectId: result.objectId,
        mobile_number: body.mobile_number,
        resend_after: OTP_LIMITS.resendSeconds,
        expires_in: OTP_LIMITS.ttlSeconds,
      });
    },
  );

  app.post(
    '/verify/mobile-confirm',
    {
      schema: {
        summary: 'Confirm the verification code: marks the number verified',
        description:
          'Wrong code: 400 "Otp Mismatch". Login codes are refused (400 "OTP request not found, …").',
        tags: ['verification'],
        body: verifyMobileConfirmSchema,
        response: {
          200: mobileVerifiedSchema,
          400: failureSchema,
          403: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const player = await loggedIn(request);
      const result = await otp.verifyMobile({
        ...(player ? { playerId: player.id } : {}),
        destination: body.mobile_number,
        operatorId: body.operator_id,
        objectId: body._id,
        code: body.otp,
      });
      if (!result.ok) return sendFailure(reply, result);
      return reply.send({
        status: 1 as const,
        message: MOBILE_VERIFIED,
        mobile_number: body.mobile_number,
        verified_at: result.verifiedAt.toISOString(),
      });
    },
  );

  done();
};
