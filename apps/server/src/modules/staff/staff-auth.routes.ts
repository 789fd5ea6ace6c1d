import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import { z } from 'zod';
import {
  STAFF_ROLES,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMeResponseSchema,
} from '@khelo/contracts/staff';
import { bearerToken } from '../../plugins/auth';
import type { StaffLoginService } from './staff-login.service';
import type { StaffService } from './staff.service';

// POST /staff/auth/login (password, then code), POST /staff/auth/logout, GET /staff/auth/me.
// Besides the per-account lock-out, one address may try 20 logins per 15 minutes.

export const STAFF_LOGIN_IP_LIMIT = 20;

const okSchema = z.object({ status: z.literal(1), message: z.string() });

export interface StaffAuthRoutesOptions {
  login: StaffLoginService;
  service: StaffService;
}

export const staffAuthRoutes: FastifyPluginCallbackZod<StaffAuthRoutesOptions> = (app, options, done) => {
  const anyRole = app.staff.authenticate(STAFF_ROLES);
  app.post(
    '/staff/auth/login',
    {
      config: { rateLimit: { max: STAFF_LOGIN_IP_LIMIT, timeWindow: 15 * 60_000 } },
      schema: {
        summary: 'Staff login: e-mail + password answers step "code"; with the TOTP code, a session',
        tags: ['staff'],
        body: staffLoginSchema,
        response: {
          200: staffLoginResponseSchema,
          400: failureSchema,
          401: failureSchema,
          429: failureSchema,
        },
      },
    },
    (request) => options.login.login(request.body),
  );

  app.post(
    '/staff/auth/logout',
    {
      preHandler: anyRole,
      schema: {
        summary: 'Ends this staff session',
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema, 401: failureSchema },
      },
    },
    async (request) => {
      await options.login.logout(bearerToken(request.headers.authorization) ?? '');
      return { status: 1 as const, message: 'logged out' };
    },
  );

  app.get(
    '/staff/auth/me',
    {
      preHandler: anyRole,
      schema: {
        summary: 'The staff member of this session',
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        response: { 200: staffMeResponseSchema, 401: failureSchema },
      },
    },
    async (request) => {
      const account = await options.service.findById(request.staff.id);
      return {
        status: 1 as const,
        message: 'staff',
        staff: {
          id: request.staff.id,
          email: request.staff.email,
          display_name: account?.displayName ?? request.staff.email,
          role: request.staff.role,
        },
      };
    },
  );
  done();
};
