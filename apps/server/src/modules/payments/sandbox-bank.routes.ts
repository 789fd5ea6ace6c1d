import { randomInt } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { AMOUNT_LIMITS, amountTextSchema } from '@khelo/contracts/amount';
import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import { UPI_ID_PATTERN } from '@khelo/contracts/payments';
import { parseWithSchema } from '../../plugins/validation';
import { loadPaymentSettings } from './payment-settings';
import type { PaymentsRepository } from './payments.repository';
import { escapeHtml, sandboxPage } from './sandbox-html';

// /sandbox/upi-bank (SANDBOX=1 only): a tester "pays" an amount to one of the operator's UPI ids and gets
// the payment's 12-digit UTR; the credit lands on the operator's sandbox bank statement, where a deposit
// reporting the same UTR and amount is matched and credited at once (docs/payments.md).

export interface SandboxBankOptions {
  repository: PaymentsRepository;
  operatorId: number;
}

/** The page's form: text fields (scripts may post the same as JSON, the amount also as a number). */
const paymentFormSchema = z.object({
  upi_id: z.string({ error: 'is required' }).trim(),
  amount: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    amountTextSchema({ max: AMOUNT_LIMITS.deposit }),
  ),
  payer: z.string({ error: 'must be text' }).trim().optional(),
});

function newUtr(): string {
  // Real UTRs of UPI payments are 12 digits; the leading 6 keeps them clear of zero-padding surprises.
  return `6${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
}

export const sandboxBankRoutes: FastifyPluginCallback<SandboxBankOptions> = (app, options, done) => {
  const { repository, operatorId } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  async function render(notice: string, values: { upiId?: string; amount?: string; payer?: string } = {}) {
    const settings = await loadPaymentSettings(repository, operatorId);
    const credits = await repository.recentBankCredits(operatorId, 10);
    const options_ = settings.upiIds
      .map((id) => `<option${id === values.upiId ? ' selected' : ''}>${escapeHtml(id)}</option>`)
      .join('');
    const rows = credits
      .map(
        (credit) =>
          `<tr><td class="mono">${escapeHtml(credit.utr)}</td><td>₹${paiseToRupees(BigInt(credit.amount)).toFixed(2)}</td><td>${escapeHtml(credit.upiId)}</td><td>${credit.claimedBy ? 'claimed' : 'unclaimed'}</td></tr>`,
      )
      .join('');
    return sandboxPage(
      'UPI bank',
      `<h1>Sandbox UPI bank</h1>
<p class="note">Pay the operator from a pretend bank account. You get the payment's UTR: enter it on the
deposit page with the same amount and the wallet is credited at once. Not available when SANDBOX is off.</p>
${notice}
<form method="post" action="/sandbox/upi-bank">
<label for="upi_id">Pay to UPI id</label>
<select id="upi_id" name="upi_id">${options_}</select>
<label for="amount">Amount (₹)</label>
<input id="amount" name="amount" inputmode="decimal" required value="${escapeHtml(values.amount ?? '')}">
<label for="payer">Your name</label>
<input id="payer" name="payer" value="${escapeHtml(values.payer ?? 'Sandbox Tester')}">
<button type="submit">Pay</button>
</form>
<h2>Bank statement</h2>
${credits.length === 0 ? '<p class="note">No payments yet.</p>' : `<table><thead><tr><th>UTR</th><th>Amount</th><th>To</th><th>State</th></tr></thead><tbody>${rows}</tbody></table>`}`,
    );
  }

  app.get('/sandbox/upi-bank', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(await render(''));
  });

  app.post('/sandbox/upi-bank', { schema: { hide: true } }, async (request, reply) => {
    const form = parseWithSchema(paymentFormSchema, request.body ?? {});
    const body = (typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    // What the page shows again next to a refusal (escaped there).
    const text = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : '');
    const values = { upiId: text(body.upi_id), amount: text(body.amount), payer: text(body.payer) };
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const settings = await loadPaymentSettings(repository, operatorId);
    const problem = !form.ok
      ? form.message
      : !UPI_ID_PATTERN.test(form.value.upi_id) || !settings.upiIds.includes(form.value.upi_id)
        ? 'upi_id: must be one of the operator’s UPI ids'
        : null;
    if (!form.ok || problem !== null) {
      if (wantsJson) return reply.code(400).send({ status: 0, message: problem ?? '' });
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(await render(`<p class="bad" role="alert">${escapeHtml(problem ?? '')}</p>`, values));
    }
    const { upi_id: upiId, amount, payer } = form.value;
    const utr = newUtr();
    const paise = rupeesToPaise(amount);
    await repository.addBankCredit({
      utr,
      operatorId,
      upiId,
      amount: paise,
      payer: payer?.slice(0, 80) || 'Sandbox Tester',
    });
    if (wantsJson)
      return reply.send({
        status: 1,
        message: 'paid',
        utr,
        amount: paiseToRupees(paise),
        upi_id: upiId,
      });
    const notice = `<p class="ok" role="status">Paid ₹${paiseToRupees(paise).toFixed(2)} to ${escapeHtml(upiId)}. UTR:</p>
<p><span class="utr" data-testid="utr">${utr}</span></p>`;
    return reply.type('text/html; charset=utf-8').send(await render(notice, { upiId }));
  });
  done();
};
