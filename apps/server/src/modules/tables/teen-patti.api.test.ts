import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { TeenPattiView } from '@khelo/games/teen-patti/state';
import { randomIp } from '../../../test/helpers/auth';
import { cashTablesApp } from '../../../test/helpers/table-cash';
import { waitFor } from '../../../test/helpers/tables';
import { betRef } from './money/table-money.repository';

// A cash Teen Patti hand through the player API: the boot at the deal, every chaal a bet through the
// ledger when it is made, the pot to the winner less the rake at a show, a void refunding every chaal, a
// bet the wallet cannot pay refused with its amount, and no paisa lost or made when moves race.

type Snapshot = TableSnapshot<TeenPattiView>;

const cashTables = cashTablesApp({ startMs: 100, turnMs: 600_000, splitMs: 600_000, nextHandMs: 600_000 });
const { cashPlayer, call, systemBalance, cash, expectLedgerBalanced } = cashTables;

async function snapshot(player: LoginSuccess, tableId: string): Promise<Snapshot> {
  const response = await call(player, '/api/tables/state', { table_id: tableId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ table: Snapshot }>().table;
}

const move = (player: LoginSuccess, tableId: string, body: Record<string, unknown>) =>
  call(player, '/api/tables/move', { table_id: tableId, move: body });

/** Two players at a fresh ₹1-boot table (each on the network of their own), the hand dealt. */
async function dealtTable(balances: [bigint, bigint], offerId = 'teen-patti-boot-6-1') {
  const players = [await cashPlayer(balances[0]), await cashPlayer(balances[1])];
  const joined = await call(players[0]!, '/api/tables/join', { offer_id: offerId }, randomIp());
  expect(joined.statusCode, joined.body).toBe(200);
  const tableId = joined.json<{ table: Snapshot }>().table.table_id;
  const second = await call(players[1]!, '/api/tables/join', { offer_id: offerId }, randomIp());
  expect(second.json<{ table: Snapshot }>().table.table_id).toBe(tableId);
  const table = await waitFor('the deal', async () => {
    const seen = await snapshot(players[0]!, tableId);
    return seen.view.playing ? seen : undefined;
  });
  const turnSeat = table.view.turn!;
  const first = table.my_seat === turnSeat ? players[0]! : players[1]!;
  const other = first === players[0] ? players[1]! : players[0]!;
  return { tableId, first, other, players };
}

/** The next test's players get a table of their own. */
async function leaveAll(tableId: string, players: LoginSuccess[]) {
  for (const player of players) await call(player, '/api/tables/leave', { table_id: tableId });
}

/**
 * The hand's cards as dealt, then after `packer` packs blind (nobody shows): each player's history row has
 * its own three cards and none of the other's.
 */
async function packAndExpectOwnCards(tableId: string, packer: LoginSuccess, other: LoginSuccess) {
  const state = (await cashTables.app.tables.repository.table(tableId))!.state as {
    hand: { seats: { seat: number; cards: string[] }[] };
  };
  const cardsOf = (seat: number) => state.hand.seats.find((entry) => entry.seat === seat)!.cards;
  const packerSeat = (await snapshot(packer, tableId)).my_seat!;
  const otherSeat = state.hand.seats.find((entry) => entry.seat !== packerSeat)!.seat;
  expect((await move(packer, tableId, { type: 'pack' })).statusCode).toBe(200);
  for (const [player, seat, hidden] of [
    [packer, packerSeat, otherSeat],
    [other, otherSeat, packerSeat],
  ] as const) {
    const history = await call(player, '/api/game-history', { operator_id: player.operator_id });
    const row = history.json<{ data: GameHistoryRow[] }>().data.find((entry) => entry.kind === 'table')!;
    expect(row.table!.groups).toEqual([cardsOf(seat)]);
    expect(cardsOf(hidden).some((card) => JSON.stringify(row).includes(`"${card}"`))).toBe(false);
  }
}

describe('a cash Teen Patti hand through the API', () => {
  it('takes the boot and every chaal when made, and pays the pot less the rake at the show', async () => {
    await cashTables.app.tables.money.postPending(); // what earlier tests left to post
    const escrowBefore = await systemBalance('table_escrow');
    const houseBefore = await systemBalance('house');
    const { tableId, first, other } = await dealtTable([10_000n, 10_000n]);
    expect(await cash(first)).toBe(9_900n);
    expect(await cash(other)).toBe(9_900n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(200n);

    expect((await move(first, tableId, { type: 'chaal' })).statusCode).toBe(200); // blind 1× ₹1
    expect(await cash(first)).toBe(9_800n);
    expect((await move(other, tableId, { type: 'see' })).statusCode).toBe(200);
    const seen = await snapshot(other, tableId);
    expect(seen.view.myCards).toHaveLength(3);
    expect(seen.view.costs).toMatchObject({ chaal: 200, raise: 400, show: 200 });
    expect((await move(other, tableId, { type: 'chaal', raise: true })).statusCode).toBe(200); // seen 4×
    expect(await cash(other)).toBe(9_500n);
    expect((await snapshot(first, tableId)).view.stake).toBe(200);
    const shown = await move(first, tableId, { type: 'show' }); // blind show: 1× the stake, ₹2
    expect(shown.statusCode, shown.body).toBe(200);
    await cashTables.app.tables.money.postPending();

    const end = await snapshot(first, tableId);
    const outcome = end.view.outcome!;
    expect(outcome).toMatchObject({ pot: 900, reason: 'show' });
    expect(outcome.seats.every((seat) => seat.cards?.length === 3)).toBe(true);
    const putOf = (seat: number) => BigInt(outcome.seats.find((entry) => entry.seat === seat)!.put);
    const firstSeat = end.my_seat!;
    const otherSeat = outcome.seats.find((seat) => seat.seat !== firstSeat)!.seat;
    expect([putOf(firstSeat), putOf(otherSeat)]).toEqual([400n, 500n]);
    const winnersPut = outcome.winners.reduce((sum, seat) => sum + putOf(seat), 0n);
    const rake = ((900n - winnersPut) * 10n) / 100n;
    const share = (900n - rake) / BigInt(outcome.winners.length);
    const expected = (seat: number) => 10_000n - putOf(seat) + (outcome.winners.includes(seat) ? share : 0n);
    expect(await cash(first)).toBe(expected(firstSeat));
    expect(await cash(other)).toBe(expected(otherSeat));
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    expect((await systemBalance('house')) - houseBefore).toBe(rake);
    await expectLedgerBalanced();

    // The hand in the player's game history (cards shown at the show, the result), its fairness once over.
    const history = await call(first, '/api/game-history', { operator_id: first.operator_id });
    const row = history.json<{ data: GameHistoryRow[] }>().data.find((entry) => entry.kind === 'table')!;
    expect(row).toMatchObject({ game_name: 'Teen Patti', game_code: 'MZ010004', selection: 'Boot ₹1' });
    expect(row.stake).toBe(4);
    expect(row.table!.groups![0]).toHaveLength(3);
    const fairness = await cashTables.app.inject({
      method: 'GET',
      url: `/api/tables/hands/${end.fairness!.hand_id}/fairness`,
    });
    expect(fairness.json<{ game: string; server_seed: string | null }>()).toMatchObject({
      game: 'teen-patti',
    });
    expect(fairness.json<{ server_seed: string | null }>().server_seed).toMatch(/^[0-9a-f]+$/);
    await leaveAll(tableId, [first, other]);
  });

  it('refuses a bet the wallet cannot pay, naming the amount, and takes nothing; own cards in the history', async () => {
    const u = 500n; // ₹5 boot
    const { tableId, first, other } = await dealtTable([100n * u, 100n * u], 'teen-patti-boot-6-5');
    expect((await move(first, tableId, { type: 'chaal' })).statusCode).toBe(200);
    // The other wallet is nearly emptied elsewhere: the next raise cannot be paid.
    const balance = await cash(other);
    await cashTables.app.ledger.transfer({
      operatorId: other.operator_id,
      playerId: other.player_id,
      source: 'test',
      externalRef: `drain:${other.player_id}`,
      amount: balance - 750n,
      counterparty: 'house',
      type: 'game_debit',
      direction: 'out',
      remarks: 'test drain',
      details: {},
    });
    const refused = await move(other, tableId, { type: 'chaal', raise: true }); // blind 2× = ₹10
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'insufficient-funds',
      message: 'Not enough cash: this bet is ₹10.00 and your balance is ₹7.50.',
    });
    expect(await cash(other)).toBe(750n);
    expect((await move(other, tableId, { type: 'chaal' })).statusCode).toBe(200);
    expect(await cash(other)).toBe(250n);
    await expectLedgerBalanced();
    await packAndExpectOwnCards(tableId, first, other);
    await leaveAll(tableId, [first, other]);
  });

  it('a void refunds the boot and every chaal in full', async () => {
    const u = 1_000n; // ₹10 boot
    await cashTables.app.tables.money.postPending(); // what earlier tests left to post
    const escrowBefore = await systemBalance('table_escrow');
    const { tableId, first, other } = await dealtTable([100n * u, 100n * u], 'teen-patti-boot-6-10');
    expect((await move(first, tableId, { type: 'chaal', raise: true })).statusCode).toBe(200);
    expect((await move(other, tableId, { type: 'chaal' })).statusCode).toBe(200);
    expect(await cash(first)).toBe(97n * u);
    expect(await cash(other)).toBe(97n * u);
    const handId = (await snapshot(first, tableId)).fairness!.hand_id;
    expect(await cashTables.app.tables.service.voidHand(handId, 'dealer error')).toBeTruthy();
    await cashTables.app.tables.money.postPending();
    expect(await cash(first)).toBe(100n * u);
    expect(await cash(other)).toBe(100n * u);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();
    await leaveAll(tableId, [first, other]);
  });

  it('loses and makes no money when bets of one player race, or a bet is left without its move', async () => {
    const u = 5_000n; // ₹50 boot
    const offerId = 'teen-patti-boot-6-50';
    await cashTables.app.tables.money.postPending(); // what earlier tests left to post
    const escrowBefore = await systemBalance('table_escrow');
    const { tableId, first, other } = await dealtTable([100n * u, 100n * u], offerId);
    const answers = await Promise.all([
      move(first, tableId, { type: 'chaal' }),
      move(first, tableId, { type: 'chaal', raise: true }),
      move(first, tableId, { type: 'chaal' }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    await cashTables.app.tables.money.postPending();
    const table = await snapshot(first, tableId);
    const put = table.view.seats.find((seat) => seat.seat === table.my_seat)!.put;
    expect(await cash(first)).toBe(100n * u - BigInt(put));
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(u + BigInt(put));

    // A bet whose move never commits (a crash between the two steps) goes back at the hand's end.
    const hand = table.fairness!.hand_id;
    const offer = cashTables.app.tables.adapters.get('teen-patti')!.offer(offerId)!;
    const money = { tableId, handId: hand, handNo: table.hand_no, offer };
    const otherSeat = table.view.seats.find((seat) => seat.seat !== table.my_seat)!.seat;
    const payer = { seat: otherSeat, playerId: other.player_id, mode: 'cash' as const };
    const stray = await cashTables.app.tables.money.bet!(money, payer, 7n * u, betRef(hand, otherSeat, 999));
    expect(stray.ok).toBe(true);
    expect(await cash(other)).toBe(92n * u);
    expect((await move(other, tableId, { type: 'pack' })).statusCode).toBe(200);
    await cashTables.app.tables.money.postPending();
    expect(await cash(other)).toBe(99n * u);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);

    // One left behind after the hand was settled: the sweeper's housekeeping refunds it.
    const late = await cashTables.app.tables.money.bet!(money, payer, 3n * u, betRef(hand, otherSeat, 1_000));
    expect(late.ok).toBe(true);
    expect(await cashTables.app.tables.money.refundStrayBets!()).toBe(1);
    await cashTables.app.tables.money.postPending();
    expect(await cash(other)).toBe(99n * u);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();
    await leaveAll(tableId, [first, other]);
  });

  it('names the field of a bad move', async () => {
    const player = await cashPlayer(10_000n);
    const joined = await call(player, '/api/tables/join', { offer_id: 'teen-patti-boot-6-1' }, randomIp());
    const tableId = joined.json<{ table: Snapshot }>().table.table_id;
    const bad = await move(player, tableId, { type: 'chaal', raise: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('move.raise: must be true or false');
    const unknown = await move(player, tableId, { type: 'fold' });
    expect(unknown.json<{ message: string }>().message).toBe(
      'move.type: must be see, chaal, pack, show, sideshow or sideshow-answer',
    );
    await leaveAll(tableId, [player]);
  });
});
