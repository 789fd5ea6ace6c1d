import type { AnyBoardPlugin } from '@/features/tables/components/table-page';

// Which board a table of each game shows (features may not import each other: the app pairs them).
// A new game adds its line here; each board is its own lazy chunk.
const BOARDS: Record<string, () => Promise<AnyBoardPlugin>> = {
  rummy: () => import('@/features/rummy-table/rummy-plugin').then((module) => module.rummyPlugin),
  'teen-patti': () =>
    import('@/features/teen-patti-table/teen-patti-plugin').then((module) => module.teenPattiPlugin),
  'call-break': () =>
    import('@/features/call-break-table/call-break-plugin').then((module) => module.callBreakPlugin),
  poker: () => import('@/features/poker-table/poker-plugin').then((module) => module.pokerPlugin),
  ludo: () => import('@/features/ludo-table/ludo-plugin').then((module) => module.ludoPlugin),
  'fortune-wheel': () =>
    import('@/features/fortune-wheel-table/fortune-wheel-plugin').then((module) => module.fortuneWheelPlugin),
};

/** The games that have tables (the picker's and the table's :game). */
export const TABLE_GAMES = Object.keys(BOARDS);

export function loadTableBoard(game: string): Promise<AnyBoardPlugin | null> {
  return BOARDS[game]?.() ?? Promise.resolve(null);
}
