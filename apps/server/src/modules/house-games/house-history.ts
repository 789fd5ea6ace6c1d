import type { GameHistoryRow, GameHistorySource } from '@khelo/contracts/house-games';
import { presentHistoryRow } from './house-games.presenter';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';

// A player's /api/game-history: the house games' bets with each game's own detail (Tambola: the prizes a
// purchase won), merged by time with the finished rounds of other modules (the tables' hands).

export function createHouseHistory(repository: HouseGamesRepository) {
  const historySources: GameHistorySource[] = [];
  // A game's own detail of its history rows, by game code.
  const historyDetails = new Map<
    string,
    (bet: BetRow, round: RoundRow) => Promise<Partial<GameHistoryRow>>
  >();
  const presentHistory = async (bet: BetRow, round: RoundRow): Promise<GameHistoryRow> => {
    const row = presentHistoryRow(bet, round);
    const detail = historyDetails.get(bet.gameCode);
    return detail ? { ...row, ...(await detail(bet, round)) } : row;
  };

  return {
    async history(playerId: string, page: number, pageSize: number) {
      const offset = (page - 1) * pageSize;
      if (historySources.length === 0) {
        const total = await repository.historyCount(playerId);
        const rows = await repository.historyPage(playerId, offset, pageSize);
        return {
          total,
          totalPages: Math.max(1, Math.ceil(total / pageSize)),
          rows: await Promise.all(rows.map(({ bet, round }) => presentHistory(bet, round))),
        };
      }
      // Other sources (table hands) are merged by time: each gives its newest offset + pageSize rows.
      const wanted = offset + pageSize;
      const [houseTotal, houseRows, ...others] = await Promise.all([
        repository.historyCount(playerId),
        repository.historyPage(playerId, 0, wanted),
        ...historySources.map(async (source) => ({
          total: await source.count(playerId),
          rows: await source.newest(playerId, wanted),
        })),
      ]);
      const merged = [
        ...(await Promise.all(
          houseRows.map(async ({ bet, round }) => ({
            at: bet.createdAt,
            row: await presentHistory(bet, round),
          })),
        )),
        ...others.flatMap((other) => other.rows),
      ].sort((a, b) => b.at.getTime() - a.at.getTime());
      const total = houseTotal + others.reduce((sum, other) => sum + other.total, 0);
      return {
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        rows: merged.slice(offset, wanted).map((entry) => entry.row),
      };
    },

    /** A game's own fields on its /api/game-history rows (Tambola: the prizes won). */
    addHistoryDetail(
      gameCode: string,
      detail: (bet: BetRow, round: RoundRow) => Promise<Partial<GameHistoryRow>>,
    ): void {
      historyDetails.set(gameCode, detail);
    },

    /** Adds finished rounds of another module (the tables) to /api/game-history. */
    addHistorySource(source: GameHistorySource): void {
      historySources.push(source);
    },
  };
}
