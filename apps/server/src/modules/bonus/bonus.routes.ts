import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BONUS_PATHS,
  bonusSummaryRequestSchema,
  bonusSummaryResponseSchema,
} from '@khelo/contracts/bonus-tax';
import { failureSchema } from '@khelo/contracts/envelope';
import { paiseToRupees } from '@khelo/contracts/money';
import type { BonusService } from './bonus.service';

// The player's bonus summary (Bearer): cash and bonus balances, the welcome offer and the referral code.

export const bonusRoutes: FastifyPluginCallbackZod<{ bonus: BonusService }> = (app, options, done) => {
  const { bonus } = options;
  app.post(
    BONUS_PATHS.summary,
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonus'],
        security: [{ bearerAuth: [] }],
        summary: 'Cash and bonus balances, the welcome bonus offer and the referral code',
        body: bonusSummaryRequestSchema,
        response: {
          200: bonusSummaryResponseSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request) => {
      const { settings } = bonus;
      const summary = await bonus.summary(request.player);
      return {
        status: 1 as const,
        message: 'bonus summary',
        cash_balance: paiseToRupees(summary.cash),
        bonus_balance: paiseToRupees(summary.bonus),
        bonus_expires_at: summary.expiresAt ? new Date(summary.expiresAt).toISOString() : null,
        release_percent: settings.releasePercent,
        welcome_bonus: {
          percent: settings.welcomePercent,
          cap: paiseToRupees(settings.welcomeCapPaise),
          available: summary.welcomeAvailable,
        },
        referral: { code: summary.referralCode, bonus: paiseToRupees(settings.referralPaise) },
      };
    },
  );
  done();
};
