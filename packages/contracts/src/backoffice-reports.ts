import { z } from 'zod';
import { LEDGER_TRANSACTION_STATUSES, LEDGER_TRANSACTION_TYPES } from './wallet';

// The back office's money views (docs/backoffice.md): reports, reconciliation per rail and the ledger
// explorer. Amounts in rupees.

export const staffReportQuerySchema = z.object({
  days: z.coerce.number({ error: 'days: must be a number' }).int().min(1).max(90).default(14),
});

export const staffReportSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  days: z.number().int(),
  daily: z.array(z.object({ day: z.string(), deposits: z.number(), withdrawals: z.number() })),
  ggr_by_game: z.array(
    z.object({ game_code: z.string(), game_name: z.string(), provider: z.string(), ggr: z.number() }),
  ),
  ggr_by_provider: z.array(z.object({ provider: z.string(), ggr: z.number() })),
  bonus_cost: z.number().describe('paid out of the promotions account in the period'),
  tds_payable: z.number().describe('the tax_payable balance now'),
  reconciliation: z.array(
    z.object({
      rail: z.string(),
      expected: z.number().describe('completed deposits the ledger credited on this rail'),
      received: z.number().describe('what the bank statement / gateway shows as received'),
      pending: z.number(),
    }),
  ),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

export const staffLedgerQuerySchema = z.object({
  type: z.enum(LEDGER_TRANSACTION_TYPES, { error: 'type: not a transaction type' }).optional(),
  status: z.enum(LEDGER_TRANSACTION_STATUSES, { error: 'status: not a status' }).optional(),
  player_id: z.uuid('player_id: must be a player id').optional(),
  from: z.iso.date('from: must be YYYY-MM-DD').optional(),
  to: z.iso.date('to: must be YYYY-MM-DD').optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type StaffLedgerQuery = z.input<typeof staffLedgerQuerySchema>;

export const staffLedgerEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  type: z.string(),
  status: z.string(),
  player_id: z.string().nullable(),
  amount: z.number(),
  source: z.string(),
  external_ref: z.string(),
  remarks: z.string(),
  postings: z.array(z.object({ account: z.string(), amount: z.number() })),
});
export type StaffLedgerEntry = z.infer<typeof staffLedgerEntrySchema>;

export const staffLedgerListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffLedgerEntrySchema).describe('newest first, 200 at most'),
});
export type StaffLedgerList = z.infer<typeof staffLedgerListSchema>;

/** GET /staff/bank-credits/:utr: what the (sandbox) bank statement shows for a deposit's UTR. */
export const staffBankCreditSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  credit: z
    .object({
      utr: z.string(),
      amount: z.number(),
      payer: z.string(),
      upi_id: z.string(),
      claimed_by: z.string().nullable().describe('the deposit (transaction id) it was matched to'),
      created_at: z.string(),
    })
    .nullable()
    .describe('null: not on the statement'),
});
export type StaffBankCredit = z.infer<typeof staffBankCreditSchema>;

export const staffUtrParamsSchema = z.object({ utr: z.string().regex(/^\d{12}$/, 'utr: must be 12 digits') });
