import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BONUS_PATHS,
  TDS_PERCENT,
  taxStatementQuerySchema,
  withdrawPreviewRequestSchema,
  withdrawPreviewResponseSchema,
} from '@khelo/contracts/bonus-tax';
import { failureSchema } from '@khelo/contracts/envelope';
import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import { financialYearFromLabel, financialYearOf } from './financial-year';
import { taxStatementCsv } from './tax-statement.presenter';
import type { TaxService } from './tax.service';

// The withdrawal preview and the yearly tax statement (Bearer), and the staff's year-end computation.

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

const yearEndBodySchema = z.object({
  fy: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^\d{4}-\d{2}$/, 'must be a financial year like 2026-27'),
});

export const taxRoutes: FastifyPluginCallbackZod<{ tax: TaxService; now: () => Date }> = (
  app,
  options,
  done,
) => {
  const { tax, now } = options;
  const player = { tags: ['tax'], security: [{ bearerAuth: [] }] };

  app.post(
    BONUS_PATHS.withdrawPreview,
    {
      preHandler: app.requirePlayer,
      schema: {
        ...player,
        summary: 'The TDS (section 194BA) a withdrawal of this amount would carry, and what arrives',
        body: withdrawPreviewRequestSchema,
        response: { 200: withdrawPreviewResponseSchema, ...failures },
      },
    },
    async (request) => {
      const amount = rupeesToPaise(request.body.amount);
      const computed = await tax.compute(request.player.id, amount);
      const panRequired = computed.tds > 0n && !(await tax.hasVerifiedPan(request.player.id));
      return {
        status: 1 as const,
        message: 'withdrawal preview',
        amount: paiseToRupees(amount),
        tds: paiseToRupees(computed.tds),
        net: paiseToRupees(amount - computed.tds),
        net_winnings: paiseToRupees(computed.netWinnings),
        tds_percent: TDS_PERCENT,
        financial_year: computed.year.label,
        pan_required: panRequired,
      };
    },
  );

  app.get(
    BONUS_PATHS.taxStatement,
    {
      preHandler: app.requirePlayer,
      schema: {
        ...player,
        summary: 'The yearly tax statement as CSV: deposits, withdrawals, TDS and totals (fy=2026-27)',
        querystring: taxStatementQuerySchema,
        response: { 200: z.string(), ...failures },
      },
    },
    async (request, reply) => {
      const year = request.query.fy ? financialYearFromLabel(request.query.fy) : financialYearOf(now());
      const playerId = request.player.id;
      const [rows, figures] = await Promise.all([
        tax.statementRows(playerId, year),
        tax.yearFigures(playerId, year),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="khelo-tax-statement-${year.label}.csv"`)
        .send(taxStatementCsv(playerId, year, rows, figures));
    },
  );

  app.post(
    '/staff/tax/year-end',
    {
      preHandler: app.staff.authenticate(['admin']),
      schema: {
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        summary: 'Year-end TDS (Rule 133): taxes net winnings left untaxed in an ended financial year',
        body: yearEndBodySchema,
        response: {
          200: z.object({
            status: z.literal(1),
            message: z.string(),
            fy: z.string(),
            players: z.number(),
            total: z.number(),
          }),
          ...failures,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await tax.yearEnd(request.staff.operatorId, request.body.fy);
      if (!result.ok)
        return reply
          .code(409)
          .send({ status: 0, message: `fy: the financial year ${request.body.fy} has not ended` });
      return {
        status: 1 as const,
        message: 'year-end TDS posted',
        fy: result.year,
        players: result.players,
        total: paiseToRupees(result.total),
      };
    },
  );
  done();
};
