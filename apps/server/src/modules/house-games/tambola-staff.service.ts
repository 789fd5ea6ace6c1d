import {
  STAFF_TAMBOLA_PAGE_SIZE,
  type StaffTambolaGame,
  type StaffTambolaGameList,
  type StaffTambolaQuery,
} from '@khelo/contracts/backoffice-tambola';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-tambola';
import type { HouseGamesRepository } from './house-games.repository';
import { presentStaffGame, presentStaffGameRow } from './tambola-staff.presenter';
import type { TambolaRepository } from './tambola.repository';
import { gameOrder } from './tambola.service';

// What the back office reads of Tambola: the games, and one game in full (purchases, every ticket, every
// claim, the winners and their shares). Read-only; the void is the room service's (voidGame).

export function createTambolaStaffService(deps: {
  repository: HouseGamesRepository;
  tambola: TambolaRepository;
}) {
  const { repository, tambola } = deps;
  return {
    async list(query: StaffTambolaQuery): Promise<Omit<StaffTambolaGameList, 'status' | 'message'>> {
      const mode = query.mode === 'all' ? null : query.mode;
      const { total, rows } = await tambola.staffList(
        mode,
        STAFF_TAMBOLA_PAGE_SIZE,
        (query.page - 1) * STAFF_TAMBOLA_PAGE_SIZE,
      );
      return {
        data: rows.map((row) =>
          presentStaffGameRow({ ...row, players: row.players, paidPaise: Number(row.paidPaise) }),
        ),
        total,
        page: query.page,
        total_pages: Math.max(1, Math.ceil(total / STAFF_TAMBOLA_PAGE_SIZE)),
      };
    },

    async game(roundId: number): Promise<StaffTambolaGame['game'] | null> {
      const round = await repository.round(roundId);
      const game = round && round.gameCode === TAMBOLA_GAME_CODE ? await tambola.game(round.id) : null;
      if (!round || !game) return null;
      const [prizes, claims, tickets, bets] = await Promise.all([
        tambola.prizes(round.id),
        tambola.claims(round.id),
        tambola.tickets(round.id),
        repository.roundBets(round.id),
      ]);
      const order = gameOrder(round, game);
      return presentStaffGame({ round, game, order, prizes, claims, tickets, bets });
    },
  };
}

export type TambolaStaffService = ReturnType<typeof createTambolaStaffService>;
