import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import { rupeesToPaise } from '@khelo/contracts/money';
import {
  depositDetailsRequestSchema,
  depositDetailsResponseSchema,
  gatewayDepositRequestSchema,
  gatewayDepositResponseSchema,
  gatewayStatusRequestSchema,
  gatewayStatusResponseSchema,
  manualDepositRequestSchema,
  manualDepositResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from '@khelo/contracts/payments';
import type { DepositsService } from './deposits.service';
import type { WithdrawalsService } from './withdrawals.service';

// The player's payment calls (core-platform.md section 7), all with Bearer (ADR 003).

export interface PaymentsRoutesOptions {
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
}

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

export const paymentsRoutes: FastifyPluginCallbackZod<PaymentsRoutesOptions> = (app, options, done) => {
  const { deposits, withdrawals } = options;
  const common = { tags: ['payments'], security: [{ bearerAuth: [] }] };

  app.post(
    '/fetch/deposit-details',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: "The operator's UPI ids and a QR of a upi://pay intent",
        body: depositDetailsRequestSchema,
        response: { 200: depositDetailsResponseSchema, ...failures },
      },
    },
    (request) => deposits.depositDetails(request.player.operatorId, request.body.amount),
  );

  app.post(
    '/transaction/deposit',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'A manual UPI deposit with its 12-digit UTR: credited at once when the bank shows it',
        body: manualDepositRequestSchema,
        response: { 200: manualDepositResponseSchema, ...failures, 409: failureSchema },
      },
    },
    async (request) => {
      await app.compliance.assert({
        playerId: request.player.id,
        action: 'deposit',
        amountPaise: rupeesToPaise(request.body.amount),
      });
      return deposits.manualDeposit(request.player, {
        utr: request.body.transaction_id,
        amount: request.body.amount,
        deviceId: request.body.device_id,
        paymentGateway: request.body.payment_gateway,
      });
    },
  );

  app.post(
    '/pg/kvmpay-deposit',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'A gateway payment: transaction id and a QR of the payment page, payable for 8 minutes',
        body: gatewayDepositRequestSchema,
        response: { 200: gatewayDepositResponseSchema, ...failures, 503: failureSchema },
      },
    },
    async (request) => {
      await app.compliance.assert({
        playerId: request.player.id,
        action: 'deposit',
        amountPaise: rupeesToPaise(request.body.amount),
      });
      return deposits.gatewayDeposit(request.player, {
        amount: request.body.amount,
        mobileNo: request.body.mobileNo,
        email: request.body.email,
        deviceId: request.body.device_id,
      });
    },
  );

  app.post(
    '/pg/kvmpay-checkStatus',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'PENDING | SUCCESS | FAILED | EXPIRED of one of the player’s gateway payments',
        body: gatewayStatusRequestSchema,
        response: { 200: gatewayStatusResponseSchema, ...failures, 404: failureSchema },
      },
    },
    (request) => deposits.checkStatus(request.player, request.body.transaction_id),
  );

  app.post(
    '/transaction/withdraw',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'A withdrawal request: the amount is held at once until a cashier decides',
        body: withdrawRequestSchema,
        response: { 200: withdrawResponseSchema, ...failures },
      },
    },
    async (request) => {
      const body = request.body as Parameters<WithdrawalsService['withdraw']>[1];
      withdrawals.assertOffered(body.method);
      await withdrawals.checkAmount(request.player, rupeesToPaise(body.amount));
      // The payout instrument must be the player's own: its holder name against the KYC name.
      const instrument =
        body.method === 'bank'
          ? { kind: 'bank' as const, holderName: body.account_holder }
          : body.method === 'upi'
            ? { kind: 'upi' as const, holderName: body.account_holder }
            : undefined;
      await app.compliance.assert({
        playerId: request.player.id,
        action: 'withdrawal',
        amountPaise: rupeesToPaise(body.amount),
        instrument,
      });
      return withdrawals.withdraw(request.player, body);
    },
  );
  done();
};
