import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CASH_ACTIONS,
  cashEligibilityRequestSchema,
  cashEligibilityResponseSchema,
  complianceSettingsResponseSchema,
  type CashVerdict,
} from '@khelo/contracts/compliance';
import { failureSchema } from '@khelo/contracts/envelope';
import type { ComplianceService } from './register-compliance';

// GET api/compliance (public: the home notice and the money-mode banner) and POST api/cash-eligibility
// (Bearer: each cash action allowed or the refusal, so pages explain it before the player types).

export interface ComplianceRoutesOptions {
  compliance: ComplianceService;
}

export const complianceRoutes: FastifyPluginCallbackZod<ComplianceRoutesOptions> = (app, options, done) => {
  const { compliance } = options;

  app.get(
    '/api/compliance',
    {
      schema: {
        summary:
          "The operator's money mode, the states blocked from cash play, the minimum age and whether crypto withdrawals are offered",
        tags: ['compliance'],
        response: { 200: complianceSettingsResponseSchema },
      },
    },
    (_request, reply) => {
      const { settings } = compliance;
      void reply.header('cache-control', 'public, max-age=60');
      return {
        status: 1 as const,
        message: 'compliance settings',
        money_mode: settings.moneyMode,
        blocked_states: settings.blockedStates,
        minimum_age: settings.minimumAge,
        crypto_withdrawals: settings.cryptoWithdrawals,
      };
    },
  );

  app.post(
    '/api/cash-eligibility',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'For deposit, cash_game and withdrawal: allowed, or the refusal (reason and message)',
        tags: ['compliance'],
        security: [{ bearerAuth: [] }],
        body: cashEligibilityRequestSchema,
        response: {
          200: cashEligibilityResponseSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request) => {
      const playerId = request.player.id;
      const verdicts = await Promise.all(
        CASH_ACTIONS.map(async (action): Promise<CashVerdict> => {
          const refusal = await compliance.check({ playerId, action });
          return refusal
            ? {
                allowed: false,
                reason: refusal.reason,
                message: refusal.message,
                ...(refusal.details ? { details: refusal.details } : {}),
              }
            : { allowed: true, reason: null, message: null };
        }),
      );
      const [deposit, cashGame, withdrawal] = verdicts as [CashVerdict, CashVerdict, CashVerdict];
      return {
        status: 1 as const,
        message: 'cash eligibility',
        money_mode: compliance.settings.moneyMode,
        deposit,
        cash_game: cashGame,
        withdrawal,
      };
    },
  );

  done();
};
