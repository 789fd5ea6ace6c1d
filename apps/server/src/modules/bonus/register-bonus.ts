import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@khelo/contracts/money';
import type { Db } from '../../db/client';
import { bonusSettingsFrom, type BonusSettings } from './bonus.config';
import { createBonusRepository } from './bonus.repository';
import { bonusRoutes } from './bonus.routes';
import { createBonusService, type BonusService } from './bonus.service';

// Bonuses from app.ts in one call, after the ledger and registerCompliance (docs/bonus-and-tax.md). The
// ledger tells this module about every completed deposit (whichever path completed it: bank match,
// cashier, gateway webhook) and every cash stake (wallet-api or house games), so no payment or game code
// calls it; the sign-up bonus is granted by the login route when it creates a player (app.bonus).

declare module 'fastify' {
  interface FastifyInstance {
    bonus: BonusService;
  }
}

export interface BonusOptions {
  db: Db;
  now: () => Date;
  /** Tests pass their own; default: SIGNUP_BONUS, WELCOME_BONUS_* … of the environment. */
  settings?: BonusSettings;
}

export async function registerBonus(app: FastifyInstance, options: BonusOptions): Promise<void> {
  const bonus = createBonusService({
    ledger: app.ledger,
    repository: createBonusRepository(options.db),
    settings: options.settings ?? bonusSettingsFrom(process.env),
    now: options.now,
  });
  app.decorate('bonus', bonus);

  // After-commit effects of the ledger (durable: recorded with the movement, run at least once; ADR 018).
  // Each posts with a reference derived from the movement (welcome:<player>, release:<bet id>, …).
  const settings = bonus.settings;
  if (settings.welcomePercent > 0 || settings.referralPaise > 0n)
    app.ledger.addEffect({
      name: 'bonus.first-deposit',
      onTransfer: (input) => input.type === 'deposit' && input.status === 'completed',
      onSettle: (input) => input.type === 'deposit' && input.outcome === 'completed',
      run: (deposit) => bonus.depositCompleted(deposit),
    });
  // Only stakes from the cash account release bonus (practice chips live elsewhere); any module's stakes
  // count (wallet-api, house games, tables), since the ledger decides.
  if (settings.releasePercent > 0)
    app.ledger.addEffect({
      name: 'bonus.stake-release',
      onTransfer: (input) =>
        input.type === 'game_debit' &&
        input.status === 'completed' &&
        input.playerAccount === 'player_cash' &&
        input.amount > 0n,
      run: (bet) => bonus.stakeTaken(bet),
      // A stake by a player with no bonus releases nothing: no outbox row, nothing to run.
      onlyWhenHeld: 'player_bonus',
    });
  app.ledger.addEffect({
    name: 'bonus.rollback',
    onTransfer: (input) =>
      input.type === 'rollback' && input.status === 'completed' && input.amount > 0n && !!input.reversesId,
    run: (rollback) => bonus.stakeRolledBack(rollback),
  });

  app.compliance.addRule(async ({ playerId, action, amountPaise }) => {
    if (action !== 'withdrawal') return null;
    const withdrawable = await bonus.withdrawableBeforePlay(playerId);
    if (withdrawable === null || amountPaise === undefined || amountPaise <= withdrawable) return null;
    // Beyond the whole balance the withdrawal answers "more than your withdrawable balance" (400).
    if (amountPaise > (await app.ledger.cashBalance(playerId))) return null;
    return {
      reason: 'bonus_not_withdrawable',
      message: `Bonus money can be withdrawn only after one cash deposit and one cash game; until then you can withdraw up to ${paiseToRupees(withdrawable)}. Add cash and play a cash game first.`,
      details: { withdrawable: String(paiseToRupees(withdrawable)) },
      statusCode: 403,
    };
  });

  await app.register(bonusRoutes, { bonus });
}
