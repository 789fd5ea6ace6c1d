import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createStaffClaimsRepository } from '../backoffice/staff-claims.repository';
import { staffClaimsRoutes } from '../backoffice/staff-claims.routes';
import { createStaffClaimsService } from '../backoffice/staff-claims.service';
import { createCashierService } from './cashier.service';
import { cashierRoutes } from './cashier.routes';
import { createDepositsService } from './deposits.service';
import { gatewayWebhookRoutes, sandboxGatewaySecret } from './gateway-webhook.routes';
import { createPaymentsRepository } from './payments.repository';
import { loadPaymentSettings } from './payment-settings';
import { paymentsRoutes } from './payments.routes';
import { noBankStatement, sandboxBankStatement, sandboxGateway, sandboxPayoutRail } from './rails';
import { sandboxBankRoutes } from './sandbox-bank.routes';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes';
import { createWithdrawalsService } from './withdrawals.service';

// Deposits and withdrawals (docs/payments.md) from app.ts in one call, after registerStaff and the ledger.
// In sandbox mode the rails are the simulators (UPI bank statement, gateway, payout); without it, manual
// deposits wait for a cashier and the gateway answers 503 until a production adapter is wired here.

export interface PaymentsOptions {
  config: Config;
  db: Db;
  now: () => Date;
}

/** How often pending gateway deposits past their window are expired without anyone asking. */
export const EXPIRY_SWEEP_MS = 30_000;

export async function registerPayments(app: FastifyInstance, options: PaymentsOptions): Promise<void> {
  const { config, db, now } = options;
  const repository = createPaymentsRepository(db);
  const sandbox = config.sandbox;
  const gatewaySecret = sandboxGatewaySecret(config.sessionSecret);
  const deposits = createDepositsService({
    ledger: app.ledger,
    repository,
    bank: sandbox ? sandboxBankStatement(repository) : noBankStatement,
    gateway: sandbox ? sandboxGateway(repository, config.webOrigin) : null,
    now,
  });
  const withdrawals = createWithdrawalsService({
    ledger: app.ledger,
    tax: app.tax,
    maxWithdrawal: async (operatorId) => (await loadPaymentSettings(repository, operatorId)).maxWithdrawal,
    cryptoWithdrawals: app.compliance.settings.cryptoWithdrawals,
  });
  // Who is handling which queue item (docs/backoffice.md): a decision over another's live claim is 409.
  const claims = createStaffClaimsService({ repository: createStaffClaimsRepository(db), now });
  const cashier = createCashierService({
    ledger: app.ledger,
    repository,
    payout: sandboxPayoutRail,
    staff: app.staff,
    claims,
  });

  await app.register(paymentsRoutes, { deposits, withdrawals });
  await app.register(cashierRoutes, { cashier });
  await app.register(staffClaimsRoutes, { claims, ledger: app.ledger });
  if (sandbox) {
    await app.register(gatewayWebhookRoutes, { deposits, secret: gatewaySecret });
    await app.register(sandboxBankRoutes, { repository, operatorId: config.operatorId });
    await app.register(sandboxGatewayRoutes, {
      repository,
      secret: gatewaySecret,
      expire: (id) => deposits.expireNow(id),
    });
  }

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    sweep = setInterval(() => {
      deposits
        .expireOverdue()
        .catch((error: unknown) => app.log.error({ err: error }, 'gateway expiry sweep failed'));
    }, EXPIRY_SWEEP_MS);
    sweep.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    clearInterval(sweep);
    return Promise.resolve();
  });
}
