import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  staffBankCreditSchema,
  staffUtrParamsSchema,
  staffLedgerListSchema,
  staffLedgerQuerySchema,
  staffReportQuerySchema,
  staffReportSchema,
  type StaffLedgerEntry,
} from '@khelo/contracts/backoffice-reports';
import { failureSchema } from '@khelo/contracts/envelope';
import { BACKOFFICE_ROLES } from './backoffice-roles';
import type { StaffReportsRepository } from './staff-reports.repository';

// GET /staff/reports (daily deposits and withdrawals, GGR per game and provider, bonus cost, TDS payable,
// reconciliation per rail), GET /staff/ledger (transactions with postings; format=csv downloads) and
// GET /staff/bank-credits/:utr (the bank statement line of a manual deposit's UTR, for the cashier).

const CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'status',
  'player_id',
  'amount',
  'source',
  'external_ref',
  'remarks',
  'postings',
] as const;

function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function ledgerCsv(entries: StaffLedgerEntry[]): string {
  const lines = entries.map((entry) =>
    CSV_COLUMNS.map((column) =>
      csvCell(
        column === 'postings'
          ? entry.postings.map((posting) => `${posting.account}:${posting.amount}`).join(' ')
          : entry[column],
      ),
    ).join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

export const staffReportsRoutes: FastifyPluginCallbackZod<{ repository: StaffReportsRepository }> = (
  app,
  options,
  done,
) => {
  const preHandler = app.staff.authenticate(BACKOFFICE_ROLES.ledgerRead);
  const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };
  const tags = ['staff'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/staff/reports',
    {
      preHandler,
      schema: {
        summary: 'Daily deposits and withdrawals, GGR per game and provider, bonus cost, TDS payable, rails',
        tags,
        security,
        querystring: staffReportQuerySchema,
        response: { 200: staffReportSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'report',
      ...(await options.repository.report(request.staff.operatorId, request.query.days)),
    }),
  );

  app.get(
    '/staff/ledger',
    {
      preHandler,
      schema: {
        summary: 'Ledger transactions with their postings, newest first (200 at most); format=csv downloads',
        tags,
        security,
        querystring: staffLedgerQuerySchema,
        response: { 200: staffLedgerListSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { format, player_id: playerId, ...filter } = request.query;
      const data = await options.repository.ledger(request.staff.operatorId, { ...filter, playerId });
      if (format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="khelo-ledger.csv"')
          .send(ledgerCsv(data) as never);
      return { status: 1 as const, message: data.length === 0 ? 'No data found' : 'ledger', data };
    },
  );
  app.get(
    '/staff/bank-credits/:utr',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.reconciliation),
      schema: {
        summary: "The bank statement's credit with this UTR (sandbox bank), or null",
        tags,
        security,
        params: staffUtrParamsSchema,
        response: { 200: staffBankCreditSchema, ...failures },
      },
    },
    async (request) => {
      const credit = await options.repository.bankCredit(request.staff.operatorId, request.params.utr);
      return { status: 1 as const, message: credit ? 'on the statement' : 'not on the statement', credit };
    },
  );
  done();
};
