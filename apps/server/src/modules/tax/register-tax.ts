import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { financialYearOf } from './financial-year';
import { createTaxRepository } from './tax.repository';
import { taxRoutes } from './tax.routes';
import { createTaxService, TDS_SOURCE, type TaxService } from './tax.service';

// TDS on withdrawals from app.ts in one call, after the ledger and registerCompliance and before
// registerPayments, whose withdrawals deduct through app.tax (docs/bonus-and-tax.md). A rejected
// withdrawal's TDS comes back through the ledger's after-commit effect, whoever rejected it.

declare module 'fastify' {
  interface FastifyInstance {
    tax: TaxService;
  }
}

/** How often the year-end job looks whether last year still needs its computation (first week of April). */
export const YEAR_END_CHECK_MS = 6 * 60 * 60_000;
const YEAR_END_WINDOW_MS = 7 * 86_400_000;

export interface TaxOptions {
  db: Db;
  now: () => Date;
  operatorId: number;
}

export async function registerTax(app: FastifyInstance, options: TaxOptions): Promise<void> {
  const { now } = options;
  const tax = createTaxService({ ledger: app.ledger, repository: createTaxRepository(options.db), now });
  app.decorate('tax', tax);

  // Durable after-commit effect (ADR 018): whoever rejects a withdrawal, its TDS comes back once.
  app.ledger.addEffect({
    name: 'tax.withdrawal-failed',
    onSettle: (input) => input.type === 'withdrawal' && input.outcome === 'failed',
    run: (withdrawal) => tax.withdrawalFailed(withdrawal),
  });
  // TDS is posted just before its withdrawal's hold (tax.withhold): a crash between the two would leave
  // the TDS without a withdrawal. A worker checks every TDS once the lease passed and returns one whose
  // withdrawal never came.
  app.ledger.addEffect({
    name: 'tax.tds-without-withdrawal',
    deferred: true,
    onTransfer: (input) =>
      input.type === 'tax' &&
      input.source === TDS_SOURCE &&
      input.direction === 'out' &&
      input.details?.tax_kind === 'tds',
    run: (tds) => tax.returnIfNoWithdrawal(tds),
  });

  app.compliance.addRule(async ({ playerId, action, amountPaise }) => {
    if (action !== 'withdrawal' || amountPaise === undefined) return null;
    const { tds } = await tax.compute(playerId, amountPaise);
    if (tds === 0n || (await tax.hasVerifiedPan(playerId))) return null;
    return {
      reason: 'pan_required',
      message:
        'A verified PAN is required to withdraw winnings (TDS under section 194BA). Upload your PAN card on the KYC page.',
      statusCode: 403,
    };
  });

  await app.register(taxRoutes, { tax, now });

  // The year-end computation of the year that just ended, in the first week of April; posting it is
  // idempotent per player and year, so every process may run it.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      const current = financialYearOf(now());
      if (now().getTime() - current.start.getTime() > YEAR_END_WINDOW_MS) return;
      tax
        .yearEnd(options.operatorId, current.previous)
        .catch((error: unknown) => app.log.error({ err: error }, 'year-end TDS failed'));
    }, YEAR_END_CHECK_MS);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
}
