import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { paiseToRupees } from '@khelo/contracts/money';
import { signBody } from '../wallet-api/signature';
import { GATEWAY_SIGNATURE_HEADER } from './gateway-webhook.routes';
import type { PaymentsRepository } from './payments.repository';
import { escapeHtml, sandboxPage } from './sandbox-html';

// The sandbox payment gateway (SANDBOX=1 only): the page a /kvmPay QR opens. Pay or decline; the gateway
// then calls our webhook, HMAC-signed, as a real gateway would. If our side refuses a payment because its
// 8-minute window closed, the gateway refunds it to the payer (docs/payments.md).

export interface SandboxGatewayOptions {
  repository: PaymentsRepository;
  secret: string;
  /** Closes the merchant's payment window now (the page's "let it expire" shortcut for testers). */
  expire: (merchantTransactionId: string) => Promise<void>;
}

const STATUS_TEXT = {
  created: 'Waiting for payment',
  paid: 'Paid — the merchant confirmed your payment.',
  declined: 'Declined — nothing was charged.',
  refunded: 'Refunded — the merchant’s transaction had expired, so your payment was returned.',
} as const;

// Params are checked like every route's (a NUL in an id would otherwise reach the query).
const orderParams = z.object({ id: z.string().max(64) });
const actionParams = orderParams.extend({ action: z.string().max(16) });

export const sandboxGatewayRoutes: FastifyPluginCallback<SandboxGatewayOptions> = (app, options, done) => {
  const { repository } = options;
  // The page's buttons are plain HTML forms; their (empty) bodies carry nothing the routes read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, parsed) => {
      parsed(null, {});
    },
  );

  async function page(id: string, notice = '') {
    const order = await repository.gatewayOrder(id);
    if (!order) return null;
    const amount = paiseToRupees(BigInt(order.amount)).toFixed(2);
    const actions =
      order.status === 'created'
        ? `<div class="row">
<form method="post" action="/sandbox/gateway/${escapeHtml(id)}/pay"><button type="submit">Pay ₹${amount}</button></form>
<form method="post" action="/sandbox/gateway/${escapeHtml(id)}/decline"><button type="submit" class="secondary">Decline</button></form>
</div>
<form method="post" action="/sandbox/gateway/${escapeHtml(id)}/expire">
<p class="note">Testing the 8-minute limit? Close the merchant's payment window now, then pay: the payment is
refused and refunded.</p>
<button type="submit" class="secondary">Let the merchant's window expire now</button>
</form>`
        : '';
    return sandboxPage(
      'Payment gateway',
      `<h1>Sandbox payment gateway</h1>
<p class="note">Stands in for the real gateway of /kvmPay. Not available when SANDBOX is off.</p>
<p>Merchant: <strong>Khelo</strong><br>Order: <code>${escapeHtml(order.merchantTransactionId)}</code><br>
Payment id: <code>${escapeHtml(order.id)}</code></p>
<p style="font-size:1.6rem;font-weight:700">₹${amount}</p>
<p role="status" data-testid="gateway-status" class="${order.status === 'paid' ? 'ok' : order.status === 'created' ? '' : 'bad'}">${STATUS_TEXT[order.status]}</p>
${notice}${actions}`,
    );
  }

  /** The signed webhook call, in process (the sandbox gateway runs inside the app it pays). */
  async function notify(
    order: { id: string; merchantTransactionId: string; amount: bigint },
    status: 'SUCCESS' | 'FAILED',
  ) {
    const body = JSON.stringify({
      transaction_id: order.merchantTransactionId,
      gateway_payment_id: `${order.id}-${randomBytes(3).toString('hex')}`,
      status,
      amount: paiseToRupees(order.amount),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/kvmpay',
      headers: {
        'content-type': 'application/json',
        [GATEWAY_SIGNATURE_HEADER]: signBody(options.secret, body),
      },
      payload: body,
    });
    return response.statusCode;
  }

  app.get<{ Params: { id: string } }>(
    '/sandbox/gateway/:id',
    { schema: { hide: true, params: orderParams } },
    async (request, reply) => {
      const html = await page(request.params.id);
      reply.header('cache-control', 'no-store');
      if (!html)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(sandboxPage('Not found', '<h1>No such payment</h1>'));
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.post<{ Params: { id: string; action: string } }>(
    '/sandbox/gateway/:id/:action',
    { schema: { hide: true, params: actionParams } },
    async (request, reply) => {
      const { id, action } = request.params;
      const order = await repository.gatewayOrder(id);
      if (order && action === 'expire') {
        await options.expire(order.merchantTransactionId);
        return reply.redirect(`/sandbox/gateway/${encodeURIComponent(id)}`, 303);
      }
      if (!order || (action !== 'pay' && action !== 'decline'))
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(sandboxPage('Not found', '<h1>No such payment</h1>'));
      const target = action === 'pay' ? 'paid' : 'declined';
      // Two clicks (or tabs) race here: only the first moves the order and calls the merchant.
      if (await repository.moveGatewayOrder(id, 'created', target, null)) {
        const code = await notify(
          { ...order, amount: BigInt(order.amount) },
          action === 'pay' ? 'SUCCESS' : 'FAILED',
        );
        if (action === 'pay' && code === 409)
          await repository.moveGatewayOrder(id, 'paid', 'refunded', String(code));
        else await repository.setMerchantAnswer(id, String(code));
      }
      return reply.redirect(`/sandbox/gateway/${encodeURIComponent(id)}`, 303);
    },
  );
  done();
};
