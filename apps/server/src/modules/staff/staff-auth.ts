import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { STAFF_ROLE_FORBIDDEN, STAFF_TOKEN_REQUIRED, type StaffRole } from '@khelo/contracts/staff';
import { bearerToken } from '../../plugins/auth';
import type { StaffLoginService } from './staff-login.service';

// The preHandler of every /staff route: a live staff session (401) of one of the allowed roles (403).

export function staffAuthenticator(login: StaffLoginService) {
  return (roles: readonly StaffRole[]): preHandlerAsyncHookHandler =>
    async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
      const staff = await login.identify(bearerToken(request.headers.authorization));
      if (!staff) return reply.code(401).send({ status: 0, message: STAFF_TOKEN_REQUIRED });
      if (!roles.includes(staff.role))
        return reply.code(403).send({ status: 0, message: STAFF_ROLE_FORBIDDEN });
      request.staff = { id: staff.id, operatorId: staff.operatorId, role: staff.role, email: staff.email };
      return undefined;
    };
}
