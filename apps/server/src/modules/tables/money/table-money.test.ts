import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RummyHandOutcome } from '@khelo/games/rummy/state';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { loginByMobile, randomIp } from '../../../../test/helpers/auth';
import { fundPlayer, setPersonalDetails } from '../../../../test/helpers/compliance';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { gameTableHands, gameTables, gameTableSeats } from '../../../db/schema';
import { createPracticeChipsRepository } from '../../practice/practice-chips.repository';
import { DEFAULT_CHIPS_POLICY } from '../../practice/practice.service';
import type { TableOffer } from '../games/adapter';
import { rummyFirstCollect, rummyPayouts } from '../games/rummy-money';
import { createAppTableMoney } from './app-table-money';
import { TABLES_LEDGER_SOURCE } from './table-money-posting';
import { moneyRef } from './table-money.repository';
import type { MoneyHand, SeatPayer } from './table-money';
import { TableMoneyVoidRefused, type TableMoneyService } from './table-money.service';

// The tables' money on a real database (PGlite, or PostgreSQL with DATABASE_URL) and the real ledger,
// compliance rules and practice chips: what players' balances, the escrow and the house do through a
// points hand, a pool match, a void, a crash between commit and posting, and the refusals at the door.

let database: TestDatabase;
let test: TestApp;
let money: TableMoneyService;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { cashEligibility: true });
  money = build(true);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function build(sameNetworkRule: boolean): TableMoneyService {
  return createAppTableMoney(test.app, {
    db: database.database.db,
    operatorId: DEFAULT_OPERATOR_ID,
    settings: { sameNetworkRule },
    firstCollect: rummyFirstCollect,
  });
}

const db = () => database.database.db;

async function cashPlayer(rupees: number): Promise<LoginSuccess> {
  const player = await loginByMobile(test.app);
  await setPersonalDetails(test.app, player);
  if (rupees > 0) await fundPlayer(test.app, player, BigInt(rupees * 100));
  return player;
}

const cash = async (player: LoginSuccess) => test.app.ledger.cashBalance(player.player_id);

async function systemBalance(kind: string): Promise<bigint> {
  const result = await db().execute(sql`SELECT coalesce(sum(p.amount), 0)::text AS total
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE a.player_id IS NULL AND a.kind = ${kind}`);
  return BigInt((result as { rows: { total: string }[] }).rows[0]!.total);
}

async function expectLedgerSound() {
  expect(await test.app.ledger.invariants()).toEqual({
    postingsTotal: 0n,
    unbalancedTransactions: 0,
    negativeAccounts: 0,
    driftedAccounts: 0,
    storedSystemBalances: 0,
    duplicateReferences: 0,
  });
}

function offer(
  variant: 'points' | 'pool' | 'deals',
  stakePaise: bigint,
  mode: 'cash' | 'practice' = 'cash',
  seats = 2,
): TableOffer {
  return {
    offerId: `rummy-${variant}-test`,
    game: 'rummy',
    mode,
    variant,
    seats,
    stakePaise,
    ...(variant === 'pool' ? { pool: 101 as const } : {}),
  };
}

function payersOf(players: LoginSuccess[], mode: 'cash' | 'practice' = 'cash'): SeatPayer[] {
  return players.map((player, seat) => ({ seat, playerId: player.player_id, mode }));
}

/** The runtime's end of a hand or match: the rummy adapter's payouts, written in one transaction. */
async function settle(
  hand: MoneyHand,
  payers: SeatPayer[],
  paise: bigint,
  end: {
    outcome?: Pick<RummyHandOutcome, 'winner' | 'seats'>;
    result?: { shares: { seat: number; share: number }[]; denominator: number };
  },
) {
  const payouts = rummyPayouts({
    offer: hand.offer,
    outcome: end.outcome ?? null,
    result: end.result ?? null,
    payers,
    collectedPaise: paise,
    rakePercent: 10,
  });
  if (!payouts) throw new Error('nothing due');
  await db().transaction((tx) => money.settleInTx(tx, hand, payouts));
}

const voidHand = (hand: MoneyHand, reason: string) =>
  db().transaction((tx) => money.voidInTx(tx, hand.handId, reason));

async function newTable(tableOffer: TableOffer): Promise<string> {
  const [row] = await db()
    .insert(gameTables)
    .values({
      game: 'rummy',
      offerId: tableOffer.offerId,
      mode: tableOffer.mode,
      options: { variant: tableOffer.variant, seats: tableOffer.seats },
      seats: tableOffer.seats,
      stakePaise: tableOffer.stakePaise,
      status: 'playing',
    })
    .returning({ id: gameTables.id });
  return row!.id;
}

async function newHand(tableId: string, tableOffer: TableOffer, handNo: number): Promise<MoneyHand> {
  const [row] = await db()
    .insert(gameTableHands)
    .values({
      tableId,
      handNo,
      chainId: 1,
      chainIndex: handNo,
      serverSeedHash: 'hash',
      serverSeed: 'seed',
      clientSeed: 'client',
      nonce: String(handNo),
      seats: [0, 1],
    })
    .returning({ id: gameTableHands.id });
  return { tableId, handId: row!.id, handNo, offer: tableOffer };
}

function pointsOutcome(
  winner: number,
  points: Record<number, number>,
): Pick<RummyHandOutcome, 'winner' | 'seats'> {
  return {
    winner,
    seats: Object.entries(points).map(([seat, value]) => ({
      seat: Number(seat),
      result: Number(seat) === winner ? 'won' : 'lost',
      penalty: null,
      points: value,
      groups: null,
      total: 0,
      chips: 0,
      eliminated: false,
    })),
  };
}

describe('a cash points hand', () => {
  it('reserves 80 points from each player, then pays the loss less the rake to the winner', async () => {
    const [a, b] = [await cashPlayer(100), await cashPlayer(100)];
    const houseBefore = await systemBalance('house');
    const tableOffer = offer('points', 50n); // ₹0.50 a point: reserve ₹40
    const hand = await newHand(await newTable(tableOffer), tableOffer, 1);
    const payers = payersOf([a, b]);
    expect(await money.collect(hand, payers, rummyFirstCollect(tableOffer))).toEqual({
      paid: [0, 1],
      refused: [],
    });
    expect(await cash(a)).toBe(6000n);
    expect(await cash(b)).toBe(6000n);
    expect(await systemBalance('table_escrow')).toBe(8000n);
    // A retried collect (the runtime after a timeout) takes nothing more.
    await money.collect(hand, payers, 4000n);
    expect(await cash(a)).toBe(6000n);

    await settle(hand, payers, 4000n, { outcome: pointsOutcome(0, { 0: 0, 1: 25 }) });
    expect(await cash(a)).toBe(6000n); // nothing moves before postPending
    expect(await money.postPending()).toBe(4); // a's reserve and winnings, b's reserve left, the rake
    expect(await cash(a)).toBe(10000n + 1250n - 125n);
    expect(await cash(b)).toBe(10000n - 1250n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    expect((await systemBalance('house')) - houseBefore).toBe(125n);
    expect(await money.postPending()).toBe(0);
    await expectLedgerSound();

    const history = await test.app.inject({
      method: 'POST',
      url: '/transaction/history',
      headers: { authorization: `Bearer ${b.token}` },
      payload: { operator_id: b.operator_id, player_id: b.player_id, filter: 'game' },
    });
    const rows = history.json<{
      data: { amount: number; type: string; transaction_details: { remarks: string } }[];
    }>().data;
    expect(rows.map((row) => [row.type, row.amount, row.transaction_details.remarks])).toEqual([
      ['game_credit', 27.5, 'Rummy table, hand 1: reserve returned'],
      ['game_debit', 40, 'Rummy table, hand 1: reserve'],
    ]);
  });

  it('refuses a seat that cannot pay its reserve and moves nothing for it', async () => {
    const [a, poor] = [await cashPlayer(100), await cashPlayer(10)];
    const tableOffer = offer('points', 100n); // reserve ₹80
    const hand = await newHand(await newTable(tableOffer), tableOffer, 1);
    const answer = await money.collect(hand, payersOf([a, poor]), 8000n);
    expect(answer.paid).toEqual([0]);
    expect(answer.refused).toEqual([
      {
        seat: 1,
        reason:
          'Not enough cash: you need the ₹80.00 this table reserves for a hand (80 points at ₹1.00 a point) and your balance is ₹10.00. Add cash or pick a lower stake.',
      },
    ]);
    expect(await cash(poor)).toBe(1000n);
    expect(await cash(a)).toBe(2000n);
    // The hand cannot start with one player: the runtime voids it and the reserve comes back in full.
    await voidHand(hand, 'not enough players');
    expect(await money.postPending()).toBe(1);
    expect(await cash(a)).toBe(10000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    await expectLedgerSound();
  });
});

describe('pool and deals', () => {
  it('takes the entry once and pays the winner every entry less the rake at the end of the match', async () => {
    const players = [await cashPlayer(50), await cashPlayer(50), await cashPlayer(50)];
    const tableOffer = offer('pool', 1000n, 'cash', 6); // ₹10 entry
    const first = await newHand(await newTable(tableOffer), tableOffer, 1);
    const payers = payersOf(players);
    await money.collect(first, payers, rummyFirstCollect(tableOffer));
    for (const player of players) expect(await cash(player)).toBe(4000n);
    // Later hands collect nothing; the match's end settles the hand that collected.
    await settle(first, payers, 1000n, { result: { shares: [{ seat: 2, share: 1 }], denominator: 1 } });
    await money.postPending();
    expect(await cash(players[2]!)).toBe(4000n + 2700n);
    expect(await cash(players[0]!)).toBe(4000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    await expectLedgerSound();
  });

  it('a split pays every paisa of the prize', async () => {
    const players = [await cashPlayer(20), await cashPlayer(20), await cashPlayer(20)];
    const tableOffer = offer('pool', 1001n, 'cash', 6);
    const hand = await newHand(await newTable(tableOffer), tableOffer, 1);
    const payers = payersOf(players);
    await money.collect(hand, payers, 1001n);
    const shares = [
      { seat: 0, share: 2 },
      { seat: 1, share: 1 },
    ];
    await settle(hand, payers, 1001n, { result: { shares, denominator: 3 } });
    await money.postPending();
    // 3003 in, 300 rake, 2703 prize: 1802 and 901.
    expect(await cash(players[0]!)).toBe(2000n - 1001n + 1802n);
    expect(await cash(players[1]!)).toBe(2000n - 1001n + 901n);
    expect(await cash(players[2]!)).toBe(2000n - 1001n);
    expect(await systemBalance('table_escrow')).toBe(0n);
  });
});

describe('void and crashes', () => {
  it('a void refunds every collect in full as a rollback, and a settled hand cannot be voided', async () => {
    const [a, b] = [await cashPlayer(100), await cashPlayer(100)];
    const tableOffer = offer('points', 10n);
    const tableId = await newTable(tableOffer);
    const hand = await newHand(tableId, tableOffer, 1);
    const payers = payersOf([a, b]);
    await money.collect(hand, payers, 800n);
    await voidHand(hand, 'staff: dealer error');
    await voidHand(hand, 'staff: dealer error'); // twice: refunded once
    await money.postPending();
    expect(await cash(a)).toBe(10000n);
    expect(await cash(b)).toBe(10000n);
    const ref = (seat: number, kind: 'void' | 'collect') => moneyRef(hand.handId, seat, kind);
    const refund = await test.app.ledger.findByReference(TABLES_LEDGER_SOURCE, ref(0, 'void'));
    const collect = await test.app.ledger.findByReference(TABLES_LEDGER_SOURCE, ref(0, 'collect'));
    expect(refund).toMatchObject({ type: 'rollback', amount: 800n, reversesId: collect!.id });

    const next = await newHand(tableId, tableOffer, 2);
    await money.collect(next, payers, 800n);
    await settle(next, payers, 800n, { outcome: pointsOutcome(1, { 0: 40, 1: 0 }) });
    await expect(voidHand(next, 'too late')).rejects.toBeInstanceOf(TableMoneyVoidRefused);
    await money.postPending();
    expect(await cash(a)).toBe(10000n - 400n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    await expectLedgerSound();
  });

  it('a collect releases bonus like a stake, and a void takes the release back', async () => {
    const [player, other] = [await cashPlayer(100), await cashPlayer(100)];
    const bonus = await test.app.ledger.transfer({
      operatorId: DEFAULT_OPERATOR_ID,
      playerId: player.player_id,
      type: 'bonus',
      source: 'test',
      externalRef: `bonus-${player.player_id}`,
      amount: 5000n,
      direction: 'in',
      counterparty: 'promotions',
      playerAccount: 'player_bonus',
      remarks: 'test bonus',
    });
    expect(bonus.ok).toBe(true);
    const tableOffer = offer('points', 50n); // reserve ₹40: 10 % releases ₹4
    const hand = await newHand(await newTable(tableOffer), tableOffer, 1);
    await money.collect(hand, payersOf([player, other]), 4000n);
    expect(await cash(player)).toBe(10000n - 4000n + 400n);
    expect(await test.app.ledger.balanceOf(player.player_id, 'player_bonus')).toBe(4600n);
    await voidHand(hand, 'staff: test');
    await money.postPending();
    expect(await cash(player)).toBe(10000n);
    expect(await test.app.ledger.balanceOf(player.player_id, 'player_bonus')).toBe(5000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    await expectLedgerSound();
  });

  it('rows committed before a crash are posted exactly once by the next process', async () => {
    const [a, b] = [await cashPlayer(100), await cashPlayer(100)];
    const tableOffer = offer('points', 100n);
    const hand = await newHand(await newTable(tableOffer), tableOffer, 1);
    const payers = payersOf([a, b]);
    await money.collect(hand, payers, 8000n);
    await settle(hand, payers, 8000n, { outcome: pointsOutcome(1, { 0: 10, 1: 0 }) });
    // The process died after the commit, in the middle of posting: one row reached the ledger, its status
    // was never written.
    const posted = await test.app.ledger.transfer({
      operatorId: DEFAULT_OPERATOR_ID,
      playerId: a.player_id,
      type: 'game_credit',
      source: TABLES_LEDGER_SOURCE,
      externalRef: moneyRef(hand.handId, 0, 'refund'),
      amount: 7000n,
      direction: 'in',
      counterparty: 'table_escrow',
      remarks: 'Rummy table, hand 1: reserve returned',
    });
    expect(posted.ok).toBe(true);
    // Two new processes start and both repair what is pending.
    const [first, second] = [build(true), build(true)];
    await Promise.all([first.postPending(), second.postPending()]);
    expect(await first.postPending()).toBe(0);
    expect(await cash(a)).toBe(10000n - 1000n);
    expect(await cash(b)).toBe(10000n + 1000n - 100n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    await expectLedgerSound();
  });

  it('refuses a settlement that does not add up, writing nothing', async () => {
    const [a, b] = [await cashPlayer(100), await cashPlayer(100)];
    const tableOffer = offer('points', 100n);
    const hand = await newHand(await newTable(tableOffer), tableOffer, 1);
    await money.collect(hand, payersOf([a, b]), 8000n);
    const greedy = [{ seat: 0, playerId: a.player_id, kind: 'payout' as const, paise: 16_001n }];
    await expect(db().transaction((tx) => money.settleInTx(tx, hand, greedy))).rejects.toThrow(
      /pays 16001 of 16000/,
    );
    expect((await money.rowsOfHands([hand.handId])).map((row) => row.kind)).toEqual(['collect', 'collect']);
  });
});

describe('who may sit', () => {
  it('refuses a player the cash rules refuse, one without the reserve, and a second account from one network', async () => {
    const points = offer('points', 500n); // reserve ₹400
    const newcomer = await loginByMobile(test.app); // no birthday or state yet
    const refused = await money.canSit({
      playerId: newcomer.player_id,
      offer: points,
      tableId: null,
      ip: '10.0.0.1',
    });
    expect(refused).toMatchObject({ ok: false, status: 403, code: 'birthday_missing' });

    const short = await cashPlayer(100);
    expect(
      await money.canSit({ playerId: short.player_id, offer: points, tableId: null, ip: '10.0.0.2' }),
    ).toEqual({
      ok: false,
      status: 409,
      code: 'insufficient_funds',
      message:
        'Not enough cash: you need the ₹400.00 this table reserves for a hand (80 points at ₹5.00 a point) and your balance is ₹100.00. Add cash or pick a lower stake.',
    });
    const pool = offer('pool', 5000n);
    expect(
      await money.canSit({ playerId: short.player_id, offer: pool, tableId: null, ip: '10.0.0.2' }),
    ).toEqual({
      ok: true,
    });

    const [first, second] = [await cashPlayer(500), await cashPlayer(500)];
    const tableId = await newTable(points);
    const ip = randomIp();
    await db()
      .insert(gameTableSeats)
      .values({ tableId, seat: 0, playerId: first.player_id, name: 'First', ip });
    const sameIp = await money.canSit({ playerId: second.player_id, offer: points, tableId, ip });
    expect(sameIp).toMatchObject({ ok: false, status: 409, code: 'same_network' });
    await db().insert(gameTableSeats).values({
      tableId,
      seat: 1,
      playerId: short.player_id,
      name: 'Other',
      ip: randomIp(),
      deviceId: 'dev-1',
    });
    const sameDevice = await money.canSit({
      playerId: second.player_id,
      offer: points,
      tableId,
      ip: randomIp(),
      deviceId: 'dev-1',
    });
    expect(sameDevice).toMatchObject({ ok: false, code: 'same_network' });
    expect(
      await money.canSit({ playerId: second.player_id, offer: points, tableId, ip: randomIp() }),
    ).toEqual({
      ok: true,
    });
    // The operator setting off (browser tests with two local players): allowed.
    expect(await build(false).canSit({ playerId: second.player_id, offer: points, tableId, ip })).toEqual({
      ok: true,
    });
  });
});

describe('practice', () => {
  it('moves practice chips, never the ledger; bots are staked by the house', async () => {
    const player = await loginByMobile(test.app);
    const chips = createPracticeChipsRepository(db(), DEFAULT_CHIPS_POLICY);
    const start = (await chips.balance(player.player_id)).balance;
    const tableOffer = offer('points', 100n, 'practice'); // 1 chip a point: 80 chips reserve
    const sit = await money.canSit({
      playerId: player.player_id,
      offer: tableOffer,
      tableId: null,
      ip: '10.0.0.9',
    });
    expect(sit).toEqual({ ok: true });
    const tableId = await newTable(tableOffer);
    const hand = await newHand(tableId, tableOffer, 1);
    const payers = payersOf([player], 'practice');
    expect(await money.collect(hand, payers, 8000n)).toEqual({ paid: [0], refused: [] });
    expect((await chips.balance(player.player_id)).balance).toBe(start - 8000n);
    // Seat 1 is a bot: it lost 30 points to the player.
    await settle(hand, payers, 8000n, { outcome: pointsOutcome(0, { 0: 0, 1: 30 }) });
    await money.postPending();
    expect((await chips.balance(player.player_id)).balance).toBe(start + 3000n - 300n);

    // Next hand the bot wins and the player counts 50 points.
    const next = await newHand(tableId, tableOffer, 2);
    await money.collect(next, payers, 8000n);
    await settle(next, payers, 8000n, { outcome: pointsOutcome(1, { 0: 50, 1: 0 }) });
    await money.postPending();
    expect((await chips.balance(player.player_id)).balance).toBe(start + 2700n - 5000n);
    expect(await cash(player)).toBe(0n);
    const ledgerRows = await db().execute(
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE source = ${TABLES_LEDGER_SOURCE}
          AND details->>'table_id' = ${tableId}`,
    );
    expect((ledgerRows as { rows: { n: number }[] }).rows.map((row) => row.n)).toEqual([0]);
  });
});
