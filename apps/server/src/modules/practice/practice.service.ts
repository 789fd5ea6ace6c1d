import { GAME_CODE_INVALID } from '@khelo/contracts/catalog-constants';
import { paiseToRupees } from '@khelo/contracts/money';
import {
  PRACTICE_MESSAGES,
  hasPracticeMode,
  PRACTICE_REFILL_FLOOR,
  PRACTICE_START_CHIPS,
  type LaunchMode,
} from '@khelo/contracts/practice';
import type { MoneyMode } from '@khelo/contracts/compliance';
import type { AuthenticatedPlayer } from '../auth/sessions.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { GameLaunchService, Launched } from '../game-launch/game-launch.service';
import type { PracticeCall, WalletAnswer } from '../house-games/house-wallet';
import type { ChipsResult, PracticeChipsRepository } from './practice-chips.repository';

// Free practice play (docs/practice-and-responsible-gaming.md). A practice launch is a game launch whose
// token carries mode=practice; the house provider's wallet calls made with such a token are answered here
// from the chip balance and never reach the wallet-api or the ledger. No cash rule (app.compliance) is
// asked: practice stays open to everyone, except a self-excluded player or an account that is not active.

export const CHIP_UNITS = 100n;
const CLOSED_STATUSES = new Set(['suspended', 'terminated', 'closed']);
const MODE_CACHE_MS = 60_000;
const MODE_CACHE_LIMIT = 10_000;

interface LaunchModeInfo {
  playerId: string;
  gameCode: string;
  mode: LaunchMode;
  expiresAt: Date;
}

export interface PracticeServiceDeps {
  repository: PracticeChipsRepository;
  catalog: CatalogService;
  launches: GameLaunchService;
  moneyMode: () => MoneyMode;
  /** Responsible gaming: a self-excluded player gets no practice either. */
  selfExcluded: (playerId: string) => Promise<boolean>;
  now: () => Date;
}

export type PracticeLaunchResult =
  (Launched & { chips: number }) | { ok: false; statusCode: 403 | 404 | 409; message: string };

const chips = (units: bigint) => paiseToRupees(units);

function answerOf(result: ChipsResult): WalletAnswer {
  if (result.ok) return { ok: true, balance: chips(result.balance) };
  const balance = chips(result.balance);
  switch (result.reason) {
    case 'insufficient':
      return { ok: false, statusCode: 402, code: 'INSUFFICIENT_FUNDS', balance };
    case 'tombstoned':
      return { ok: false, statusCode: 409, code: 'TRANSACTION_ROLLED_BACK', balance };
    case 'expired':
      return { ok: false, statusCode: 401, code: 'TOKEN_EXPIRED', balance: null };
    case 'conflict':
      return { ok: false, statusCode: 409, code: 'DUPLICATE_TRANSACTION', balance: null };
  }
}

export function createPracticeService(deps: PracticeServiceDeps) {
  const { repository, now } = deps;
  const modes = new Map<string, { info: LaunchModeInfo | null; until: number }>();

  /** A launch's mode never changes once issued, so a round's bet and win need not each query it. */
  async function modeOf(token: string): Promise<LaunchModeInfo | null> {
    const hit = modes.get(token);
    if (hit && hit.until > Date.now()) return hit.info;
    const launch = await deps.launches.resolve(token);
    const info = launch
      ? {
          playerId: launch.playerId,
          gameCode: launch.gameCode,
          mode: launch.mode,
          expiresAt: launch.expiresAt,
        }
      : null;
    if (modes.size >= MODE_CACHE_LIMIT) modes.delete(modes.keys().next().value!);
    modes.set(token, { info, until: Date.now() + MODE_CACHE_MS });
    return info;
  }

  async function refusal(playerId: string): Promise<string | null> {
    const status = await repository.playerStatus(playerId);
    if (!status || CLOSED_STATUSES.has(status)) return PRACTICE_MESSAGES.accountClosed;
    if (await deps.selfExcluded(playerId)) return PRACTICE_MESSAGES.selfExcluded;
    return null;
  }

  return {
    /** The house wallet's practice route: null for a cash token (the call goes to the wallet-api). */
    async route(call: PracticeCall): Promise<WalletAnswer | null> {
      const launch = await modeOf(call.token);
      if (!launch || launch.mode !== 'practice') return null;
      if (launch.gameCode !== call.gameCode)
        return { ok: false, statusCode: 403, code: 'GAME_MISMATCH', balance: null };
      const live = launch.expiresAt.getTime() > now().getTime();
      switch (call.kind) {
        case 'balance':
          if (!live) return { ok: false, statusCode: 401, code: 'TOKEN_EXPIRED', balance: null };
          return { ok: true, balance: chips((await repository.balance(launch.playerId)).balance) };
        case 'debit':
        case 'credit':
          return answerOf(
            await repository.move({
              playerId: launch.playerId,
              ref: call.transactionId,
              kind: call.kind,
              amount: BigInt(call.paise),
              acceptNew: call.kind === 'credit' || live,
            }),
          );
        case 'rollback':
          return answerOf(
            await repository.rollback({
              playerId: launch.playerId,
              ref: call.transactionId,
              betRef: call.referenceTransactionId,
            }),
          );
      }
    },

    /** A practice launch of a house game; never asks app.compliance. */
    async launch(player: AuthenticatedPlayer, gameCode: string): Promise<PracticeLaunchResult> {
      const refused = await refusal(player.id);
      if (refused) return { ok: false, statusCode: 403, message: refused };
      const game = await deps.catalog.findGame(player.operatorId, gameCode);
      if (!game) return { ok: false, statusCode: 404, message: GAME_CODE_INVALID };
      if (!hasPracticeMode(game))
        return { ok: false, statusCode: 409, message: PRACTICE_MESSAGES.notHouseGame };
      const launched = await deps.launches.launch(player, gameCode, 'practice');
      if (!launched.ok) return launched;
      const { balance } = await repository.balance(player.id);
      return { ...launched, chips: chips(balance) };
    },

    async status(playerId: string) {
      const [{ balance }, refused] = await Promise.all([repository.balance(playerId), refusal(playerId)]);
      return {
        moneyMode: deps.moneyMode(),
        chips: chips(balance),
        practiceAllowed: refused === null,
      };
    },

    /** Chips in hundredths, for tests and the back office. */
    chipUnits: async (playerId: string) => (await repository.balance(playerId)).balance,
  };
}

export const DEFAULT_CHIPS_POLICY = {
  start: BigInt(PRACTICE_START_CHIPS) * CHIP_UNITS,
  floor: BigInt(PRACTICE_REFILL_FLOOR) * CHIP_UNITS,
};

export type PracticeService = ReturnType<typeof createPracticeService>;
