import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMITED,
  CONTACT_RECEIVED,
  contactListQuerySchema,
  contactListSchema,
  contactReceivedSchema,
  contactSubmitSchema,
} from '@khelo/contracts/contact';
import { failureSchema } from '@khelo/contracts/envelope';
import { OPERATOR_NOT_FOUND, rateLimitedSchema } from '@khelo/contracts/auth';
import { presentContactMessage } from './contact.presenter';
import type { ContactService } from './contact.service';

// POST contact/submit (public: the Contact Us form, pages-and-rules.md section 2) and
// GET /staff/contact-messages (support and admin staff of the operator).

export interface ContactRoutesOptions {
  contact: ContactService;
  operatorId: number;
}

export const contactRoutes: FastifyPluginCallbackZod<ContactRoutesOptions> = (app, options, done) => {
  const { contact } = options;

  app.post(
    '/contact/submit',
    {
      schema: {
        summary: 'Send a message to support (Contact Us form)',
        description: `No login needed. At most ${CONTACT_LIMITS.perIpPerHour} messages per IP address per hour: 429 "${CONTACT_RATE_LIMITED}" with retry_after.`,
        tags: ['contact'],
        body: contactSubmitSchema,
        response: {
          200: contactReceivedSchema,
          400: failureSchema,
          404: failureSchema,
          429: rateLimitedSchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // This deployment serves one operator; a form of another one has nowhere to go.
      if (body.operator_id !== undefined && body.operator_id !== options.operatorId)
        return reply.code(404).send({ status: 0, message: OPERATOR_NOT_FOUND });
      const result = await contact.submit({
        operatorId: options.operatorId,
        name: body.name,
        email: body.email,
        phone: body.phone,
        message: body.message,
        ip: request.ip || null,
      });
      if (!result.ok) {
        void reply.header('retry-after', String(result.retryAfter));
        return reply
          .code(429)
          .send({ status: 0, message: CONTACT_RATE_LIMITED, retry_after: result.retryAfter });
      }
      return reply.send({ status: 1 as const, message: CONTACT_RECEIVED, id: result.row.id });
    },
  );

  app.get(
    '/staff/contact-messages',
    {
      preHandler: app.staff.authenticate(['support', 'admin']),
      schema: {
        summary: "The operator's Contact Us messages, newest first",
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { rows, total } = await contact.list(request.staff.operatorId, page, pageSize);
      return {
        status: 1 as const,
        message: total === 0 ? 'No messages' : 'Contact messages',
        data: rows.map(presentContactMessage),
        page,
        page_size: pageSize,
        total,
      };
    },
  );

  done();
};
