import { createHmac } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { gatewayWebhookSchema, PAYMENT_MESSAGES } from '@khelo/contracts/payments';
import { parseWithSchema } from '../../plugins/validation';
import { signatureMatches } from '../wallet-api/signature';
import type { DepositsService } from './deposits.service';

// POST /webhooks/kvmpay: the gateway tells us a payment's outcome. X-Signature is the hex HMAC-SHA256 of
// the exact body bytes with the gateway secret, checked before anything is parsed; a wrong signature or
// amount changes nothing, a replay answers OK again and credits nothing more.

export const GATEWAY_SIGNATURE_HEADER = 'x-signature';

/** The sandbox gateway's webhook secret: stable across restarts because SESSION_SECRET is. */
export function sandboxGatewaySecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('payment-gateway:kvmpay').digest('hex');
}

export interface GatewayWebhookOptions {
  deposits: DepositsService;
  secret: string;
}

export const gatewayWebhookRoutes: FastifyPluginCallback<GatewayWebhookOptions> = (app, options, done) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 16_384 },
    (request, body, parsed) => {
      rawBodies.set(request, body as Buffer);
      parsed(null, null);
    },
  );

  app.post('/webhooks/kvmpay', { schema: { hide: true } }, async (request, reply) => {
    const raw = rawBodies.get(request) ?? Buffer.alloc(0);
    const signature = request.headers[GATEWAY_SIGNATURE_HEADER];
    if (!signatureMatches(options.secret, raw, typeof signature === 'string' ? signature : undefined))
      return reply.code(401).send({ status: 0, message: PAYMENT_MESSAGES.badSignature });
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send({ status: 0, message: 'body: malformed JSON' });
    }
    const event = parseWithSchema(gatewayWebhookSchema, json);
    if (!event.ok) return reply.code(400).send({ status: 0, message: event.message });
    const answer = await options.deposits.webhook(event.value);
    return reply.code(answer.code).send({ status: answer.code === 200 ? 1 : 0, message: answer.message });
  });
  done();
};
