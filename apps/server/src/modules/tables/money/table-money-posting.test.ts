import { describe, expect, it } from 'vitest';
import { tableGameName } from '../games/table-games';
import { gameOfRow, moneyRemarks } from './table-money-posting';

// The player's ledger remarks of a table's money rows: a buy-in given back for a table the join never
// created has no table row, yet its remark names the game (poker), not "table".

const row = (ref: string, game = 'table') =>
  ({ ref, game, kind: 'refund', handNo: 0, variant: null }) as const;

describe('the remarks of a released buy-in', () => {
  it('names Poker when the table it was taken for was never created', () => {
    const released = row('table:5d1c:buy-in:void');
    expect(moneyRemarks(released, tableGameName(gameOfRow(released, 'poker')))).toBe(
      'Poker table: buy-in returned',
    );
  });

  it('keeps the table row game of other rows', () => {
    expect(gameOfRow(row('table:5d1c:buy-in:void', 'poker'), 'poker')).toBe('poker');
    expect(gameOfRow(row('table:9a:2:collect', 'rummy'), 'poker')).toBe('rummy');
    expect(gameOfRow(row('table:9a:2:collect'), 'poker')).toBe('table');
  });
});
