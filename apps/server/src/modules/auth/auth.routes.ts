import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  INVALID_AUTH_TOKEN,
  LOGGED_OUT,
  LOGIN_SUCCESSFUL,
  OTP_LIMITS,
  OTP_SENT_EXISTING,
  OTP_SENT_NEW,
  TOKEN_UPDATED,
  emailOtpConfirmSchema,
  emailOtpRequestSchema,
  loggedOutSchema,
  loginSuccessSchema,
  logoutRequestSchema,
  mobileOtpConfirmSchema,
  mobileOtpRequestSchema,
  operatorHeaderSchema,
  otpSentSchema,
  rateLimitedSchema,
  tokenRefreshRequestSchema,
  tokenRefreshSuccessSchema,
} from '@khelo/contracts/auth';
import { failureSchema } from '@khelo/contracts/envelope';
import type { OtpChannel } from '../../db/schema';
import type { Failure, OtpService } from './otp.service';
import { parseRefreshRequest } from './refresh-request';
import type { SessionsService } from './sessions.service';
import type { WalletBalanceReader } from './wallet-balance';

// login/mobile, login/email, their -confirm calls, auth/game/token and auth/logout (core-platform.md
// section 7). Thin: validate → service → present.

export interface AuthRoutesOptions {
  otp: OtpService;
  sessions: SessionsService;
  walletBalance: WalletBalanceReader;
  /** Runs once when a login creates the player, before the answer (the sign-up bonus, issue 8). */
  onPlayerCreated?: (player: { id: string; operatorId: number }) => Promise<void>;
}

const requestResponses = {
  200: otpSentSchema,
  400: failureSchema,
  404: failureSchema,
  429: rateLimitedSchema,
  503: failureSchema,
};
const confirmResponses = {
  200: loginSuccessSchema,
  400: failureSchema,
  403: failureSchema,
  404: failureSchema,
};

function sendFailure(reply: FastifyReply, result: Failure) {
  const body =
    result.retryAfter === undefined
      ? { status: 0 as const, message: result.message }
      : { status: 0 as const, message: result.message, retry_after: result.retryAfter };
  if (result.retryAfter !== undefined) void reply.header('retry-after', String(result.retryAfter));
  return reply.code(result.statusCode).send(body);
}

function headerMismatch(header: string | undefined, bodyOperatorId: number): boolean {
  return header !== undefined && Number(header) !== bodyOperatorId;
}
const HEADER_MISMATCH = 'operator_id: the header and the body differ';

interface SignupInput {
  affiliate_id?: string | null | undefined;
  referral_code?: string | null | undefined;
  promo_code?: string | null | undefined;
  device_details?: { device_id?: string | undefined } | undefined;
}

function signupDetails(body: SignupInput) {
  return {
    affiliateId: body.affiliate_id || null,
    referralCode: body.referral_code || null,
    promoCode: body.promo_code || null,
    deviceId: body.device_details?.device_id || null,
  };
}

export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (app, options, done) => {
  const { otp, sessions, walletBalance } = options;

  async function requestOtp(
    reply: FastifyReply,
    channel: OtpChannel,
    destination: string,
    operatorId: number,
    ip: string,
    body: SignupInput,
  ) {
    const result = await otp.request({
      channel,
      destination,
      operatorId,
      ip,
      signup: signupDetails(body),
    });
    if (!result.ok) return sendFailure(reply, result);
    return reply.send({
      status: 1 as const,
      message: result.existing ? OTP_SENT_EXISTING : OTP_SENT_NEW,
      objectId: result.objectId,
      operator_id: operatorId,
      ...(channel === 'mobile' ? { mobile_number: destination } : { email: destination }),
      resend_after: OTP_LIMITS.resendSeconds,
      expires_in: OTP_LIMITS.ttlSeconds,
      requests_left: result.requestsLeft,
      requests_reset_after: result.requestsResetAfter,
    });
  }

  async function confirmOtp(
    reply: FastifyReply,
    channel: OtpChannel,
    input: { destination: string; operatorId: number; objectId: string; code: string },
  ) {
    const result = await otp.confirm({ channel, ...input });
    if (!result.ok) return sendFailure(reply, result);
    const { player, operator } = result;
    if (result.created) await options.onPlayerCreated?.(player);
    const issued = await sessions.start(player);
    return reply.send({
      status: 1 as const,
      message: LOGIN_SUCCESSFUL,
      token: issued.token,
      authToken: issued.authToken,
      opr_code: operator.code,
      player_id: player.id,
      operator_id: player.operatorId,
      display_name: player.displayName,
      wallet_balance: await walletBalance(player.id),
      mobile_number: player.mobileNumber,
      email: player.email,
      auth_token_expires_at: issued.sessionExpiresAt.toISOString(),
    });
  }

  app.post(
    '/login/mobile',
    {
      schema: {
        summary: 'Send a login code by SMS',
        description: `6 digits, valid ${OTP_LIMITS.ttlSeconds} s, ${OTP_LIMITS.maxAttempts} tries; another code after ${OTP_LIMITS.resendSeconds} s; at most ${OTP_LIMITS.perDestinationPerHour} per number and ${OTP_LIMITS.perIpPerHour} per IP per hour.`,
        tags: ['login'],
        headers: operatorHeaderSchema,
        body: mobileOtpRequestSchema,
        response: requestResponses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (headerMismatch(request.headers.operator_id, body.operator_id))
        return reply.code(400).send({ status: 0, message: HEADER_MISMATCH });
      return requestOtp(reply, 'mobile', body.mobile_number, body.operator_id, request.ip, body);
    },
  );

  app.post(
    '/login/email',
    {
      schema: {
        summary: 'Send a login code by e-mail',
        description: 'The same limits as login/mobile.',
        tags: ['login'],
        headers: operatorHeaderSchema,
        body: emailOtpRequestSchema,
        response: requestResponses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (headerMismatch(request.headers.operator_id, body.operator_id))
        return reply.code(400).send({ status: 0, message: HEADER_MISMATCH });
      return requestOtp(reply, 'email', body.email, body.operator_id, request.ip, body);
    },
  );

  app.post(
    '/login/mobile-confirm',
    {
      schema: {
        summary: 'Log in with the SMS code',
        description: 'Wrong code: 400 "Otp Mismatch". Creates the player on the first login.',
        tags: ['login'],
        body: mobileOtpConfirmSchema,
        response: confirmResponses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      return confirmOtp(reply, 'mobile', {
        destination: body.mobile_number,
        operatorId: body.operator_id,
        objectId: body._id,
        code: body.otp,
      });
    },
  );

  app.post(
    '/login/email-confirm',
    {
      schema: {
        summary: 'Log in with the e-mail code',
        description: 'Wrong code: 400 "Invalid OTP". Creates the player on the first login.',
        tags: ['login'],
        body: emailOtpConfirmSchema,
        response: confirmResponses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      return confirmOtp(reply, 'email', {
        destination: body.email,
        operatorId: body.operator_id,
        objectId: body._id,
        code: body.otp,
      });
    },
  );

  app.post(
    '/auth/game/token',
    {
      schema: {
        summary: 'Exchange the refresh token (authToken) for a new access token and a new authToken',
        description:
          'Rotates authToken; presenting an already-rotated one revokes the session. Bad input answers in the comma form (",current_auth_token is not string").',
        tags: ['auth'],
        body: tokenRefreshRequestSchema,
        response: { 200: tokenRefreshSuccessSchema, 400: failureSchema, 401: failureSchema },
      },
      // The body is checked by hand below to answer the spec's comma-form messages.
      validatorCompiler: () => (value: unknown) => ({ value }),
    },
    async (request, reply) => {
      const parsed = parseRefreshRequest(request.body);
      if (!parsed.ok) return reply.code(400).send({ status: 0, message: parsed.message });
      const result = await sessions.refresh(parsed.value);
      if (!result.ok) return reply.code(401).send({ status: 0, message: INVALID_AUTH_TOKEN });
      return reply.send({
        status: 1 as const,
        message: TOKEN_UPDATED,
        token: result.token,
        authToken: result.authToken,
      });
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'End the session: its access and refresh tokens stop working',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        body: logoutRequestSchema,
        response: { 200: loggedOutSchema, 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request, reply) => {
      await sessions.logout(request.player.sessionId);
      return reply.send({ status: 1 as const, message: LOGGED_OUT });
    },
  );

  done();
};
