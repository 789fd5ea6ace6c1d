import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { randomMobile } from '../../../test/helpers/auth';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, players } from '../../db/schema';
import type { LaunchClaims } from '../wallet-api/launch-token';
import {
  createWalletApiService,
  type WalletApiResult,
  type WalletApiService,
} from '../wallet-api/wallet-api.service';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService, type LedgerService } from './ledger.service';

// A model-based test of the wallet (issue 5): fast-check drives random sequences of debits, credits,
// rollbacks (of known and never-seen bets), replays and batches of concurrent calls — started in an order
// chosen by fc.scheduler — through the real wallet-api service and ledger on the real database
// (PGlite, or the PostgreSQL at DATABASE_URL as in CI). After every step: the postings sum to zero, no
// balance is negative, every reference posted once, and each player's balance equals the model's.
// LEDGER_MODEL_RUNS=<n> runs more sequences (the default keeps the run to a few seconds).

const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 60);
const PLAYERS = 3;
const PROVIDER = 'MODEL';
const GAME = 'MODEL01';

let database: TestDatabase;
let ledger: LedgerService;
let wallet: WalletApiService;
const claimsByToken = new Map<string, LaunchClaims>();

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedgerService({ repository: createLedgerRepository(database.database) });
  wallet = createWalletApiService({
    ledger,
    verifyLaunch: (token) => Promise.resolve(claimsByToken.get(token) ?? null),
  });
});
afterAll(async () => {
  await database?.cleanup();
});

// ---------------------------------------------------------------------------------------------------
// The model

interface Bet {
  player: number;
  amount: bigint;
  refunded: boolean;
}

interface Model {
  balances: bigint[];
  bets: Map<string, Bet>;
  /** References cancelled before they arrived: a debit with one is refused. */
  tombstones: Set<string>;
  /** Calls that succeeded, with their first answer, for replays. */
  answered: Array<{ request: Request; answer: Extract<WalletApiResult, { ok: true }> }>;
  /** Transactions that moved money (the ledger must have exactly these many with postings). */
  movements: number;
}

interface Real {
  players: string[];
  tokens: string[];
}

type Request =
  | { kind: 'debit'; player: number; id: string; amount: bigint }
  | { kind: 'credit'; player: number; id: string; amount: bigint }
  | { kind: 'rollback'; player: number; id: string; reference: string };

const rupees = (paise: bigint) => Number(paise) / 100;

function send(real: Real, request: Request): Promise<WalletApiResult> {
  const base = {
    request_id: `r-${request.id}`,
    token: real.tokens[request.player]!,
    game_code: GAME,
    round_id: 'round',
  };
  switch (request.kind) {
    case 'debit':
      return wallet.debit(PROVIDER, {
        ...base,
        transaction_id: request.id,
        amount: rupees(request.amount),
        currency: 'INR',
      });
    case 'credit':
      return wallet.credit(PROVIDER, {
        ...base,
        transaction_id: request.id,
        amount: rupees(request.amount),
        currency: 'INR',
      });
    case 'rollback':
      return wallet.rollback(PROVIDER, {
        ...base,
        transaction_id: request.id,
        reference_transaction_id: request.reference,
      });
  }
}

let lastId = 0;
/** Ids are unique across runs: every run has its own players but the ledger is shared. */
function freshId(_model: Model, prefix: string): string {
  lastId += 1;
  return `${prefix}-${lastId}`;
}

/** Applies a sequential call to the model and says what the service must answer. */
function expectSequential(model: Model, request: Request, result: WalletApiResult): void {
  const balance = model.balances[request.player]!;
  switch (request.kind) {
    case 'debit': {
      if (model.tombstones.has(request.id)) {
        expect(result).toMatchObject({ ok: false, code: 'TRANSACTION_ROLLED_BACK' });
        return;
      }
      if (request.amount > balance) {
        expect(result).toEqual({
          ok: false,
          statusCode: 402,
          code: 'INSUFFICIENT_FUNDS',
          message: 'Insufficient funds',
          balance,
        });
        return;
      }
      expect(result).toMatchObject({ ok: true, balance: balance - request.amount, replayed: false });
      model.balances[request.player] = balance - request.amount;
      model.bets.set(request.id, { player: request.player, amount: request.amount, refunded: false });
      model.movements += 1;
      break;
    }
    case 'credit':
      expect(result).toMatchObject({ ok: true, balance: balance + request.amount, replayed: false });
      model.balances[request.player] = balance + request.amount;
      model.movements += 1;
      break;
    case 'rollback': {
      const bet = model.bets.get(request.reference);
      if (bet && bet.player !== request.player) {
        expect(result).toMatchObject({ ok: false, code: 'ROLLBACK_NOT_ALLOWED' });
        return;
      }
      if (bet && !bet.refunded) {
        bet.refunded = true;
        model.balances[request.player] = balance + bet.amount;
        model.movements += 1;
      } else if (!bet) {
        model.tombstones.add(request.reference);
      }
      expect(result).toMatchObject({ ok: true, balance: model.balances[request.player], replayed: false });
      break;
    }
  }
  if (result.ok) model.answered.push({ request, answer: result });
}

// ---------------------------------------------------------------------------------------------------
// Commands

type WalletCommand = fc.AsyncCommand<Model, Real, true>;

class CallCommand implements WalletCommand {
  constructor(
    private readonly build: (model: Model) => Request,
    private readonly label: string,
  ) {}
  check = () => Promise.resolve(true);
  async run(model: Model, real: Real) {
    const request = this.build(model);
    expectSequential(model, request, await send(real, request));
    await expectConsistent(model, real);
  }
  toString = () => this.label;
}

class ReplayCommand implements WalletCommand {
  constructor(private readonly pick: number) {}
  check = (model: Readonly<Model>) => Promise.resolve(model.answered.length > 0);
  async run(model: Model, real: Real) {
    const { request, answer } = model.answered[this.pick % model.answered.length]!;
    const replay = await send(real, request);
    expect(replay).toEqual({ ...answer, replayed: true });
    await expectConsistent(model, real);
  }
  toString = () => `replay(#${this.pick})`;
}

interface Concurrent {
  /** Fresh bets and wins, some sent twice at once. */
  moves: Array<{ kind: 'debit' | 'credit'; player: number; amount: bigint; twice: boolean }>;
  /** Rollbacks of earlier bets, some sent twice with different ids. */
  rollbacks: Array<{ pick: number; twice: boolean }>;
  /** A new bet and its rollback racing each other. */
  races: Array<{ player: number; amount: bigint }>;
}

class ConcurrentCommand implements WalletCommand {
  constructor(
    private readonly plan: Concurrent,
    private readonly scheduler: fc.Scheduler,
  ) {}
  check = () => Promise.resolve(true);

  async run(model: Model, real: Real) {
    const before = [...model.balances];
    const calls: Array<{ request: Request; role: string }> = [];
    for (const move of this.plan.moves) {
      const request: Request = { ...move, id: freshId(model, `c${move.kind}`) };
      calls.push({ request, role: 'move' });
      if (move.twice) calls.push({ request, role: 'move-copy' });
    }
    const openBets = [...model.bets].filter(([, bet]) => !bet.refunded);
    for (const rollback of this.plan.rollbacks) {
      if (openBets.length === 0) break;
      const [reference, bet] = openBets[rollback.pick % openBets.length]!;
      calls.push({
        request: { kind: 'rollback', player: bet.player, id: freshId(model, 'crb'), reference },
        role: 'refund',
      });
      if (rollback.twice)
        calls.push({
          request: { kind: 'rollback', player: bet.player, id: freshId(model, 'crb'), reference },
          role: 'refund',
        });
    }
    for (const race of this.plan.races) {
      const id = freshId(model, 'race');
      calls.push({
        request: { kind: 'debit', player: race.player, id, amount: race.amount },
        role: 'race-debit',
      });
      calls.push({
        request: { kind: 'rollback', player: race.player, id: freshId(model, 'racerb'), reference: id },
        role: 'race-rollback',
      });
    }

    // Each call starts when the scheduler releases it; started calls run on the database together.
    const s = this.scheduler;
    const results = await s.waitFor(
      Promise.all(
        calls.map(({ request }) => s.schedule(Promise.resolve(request.id)).then(() => send(real, request))),
      ),
    );

    // Outcomes that do not depend on the order, then the balance each player must end with.
    const expected = [...before];
    const refunded = new Set<string>();
    for (const { request, role } of calls) {
      if (role === 'refund' && request.kind === 'rollback') refunded.add(request.reference);
    }
    /** The least money the player can have had when this bet ran: every other bet of the batch taken first. */
    const floor = (bet: Request & { kind: 'debit' }) =>
      before[bet.player]! -
      calls
        .filter(
          ({ request, role }) =>
            role !== 'move-copy' &&
            request.kind === 'debit' &&
            request.player === bet.player &&
            request.id !== bet.id,
        )
        .reduce((sum, { request }) => sum + (request.kind === 'debit' ? request.amount : 0n), 0n);

    const outcomes = new Map<string, { request: Request; results: WalletApiResult[] }>();
    calls.forEach(({ request, role }, index) => {
      const result = results[index]!;
      if (role === 'refund' || role === 'race-rollback') expect(result.ok).toBe(true);
      if (role !== 'move' && role !== 'move-copy' && role !== 'race-debit') return;
      const entry = outcomes.get(request.id) ?? { request, results: [] };
      entry.results.push(result);
      outcomes.set(request.id, entry);
    });

    for (const [id, { request, results: answers }] of outcomes) {
      if (request.kind === 'rollback') continue;
      const posted = answers.filter((answer) => answer.ok);
      // Copies of one call that posted all name the same ledger transaction.
      expect(new Set(posted.map((answer) => answer.ok && answer.transactionId)).size).toBeLessThanOrEqual(1);
      const race = id.startsWith('race');
      if (request.kind === 'credit') {
        expect(posted).toHaveLength(answers.length);
        expected[request.player] = expected[request.player]! + request.amount;
        model.movements += 1;
      } else if (race) {
        // A bet racing its rollback ends taken and refunded, or refused and reserved: net zero either way.
        if (posted.length > 0) {
          model.bets.set(id, { player: request.player, amount: request.amount, refunded: true });
          model.movements += 2;
        } else {
          expect(['TRANSACTION_ROLLED_BACK', 'INSUFFICIENT_FUNDS']).toContain(
            !answers[0]!.ok && answers[0]!.code,
          );
          model.tombstones.add(id);
        }
      } else if (posted.length > 0) {
        expected[request.player] = expected[request.player]! - request.amount;
        model.bets.set(id, { player: request.player, amount: request.amount, refunded: false });
        model.movements += 1;
      } else {
        // Refused only if the bet could not be afforded in some order of the batch.
        for (const answer of answers) expect(answer).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
        expect(request.amount > floor(request)).toBe(true);
      }
    }
    // Each earlier bet rolled back in the batch is refunded exactly once, whatever the order.
    for (const reference of refunded) {
      const bet = model.bets.get(reference)!;
      bet.refunded = true;
      expected[bet.player] = expected[bet.player]! + bet.amount;
      model.movements += 1;
    }
    model.balances = expected;
    await expectConsistent(model, real);
  }

  toString = () =>
    `concurrent(${JSON.stringify(this.plan, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))})`;
}

// ---------------------------------------------------------------------------------------------------
// Checks after every step

async function expectConsistent(model: Model, real: Real): Promise<void> {
  const invariants = await ledger.invariants();
  expect(invariants).toEqual({
    postingsTotal: 0n,
    unbalancedTransactions: 0,
    negativeAccounts: 0,
    driftedAccounts: 0,
    storedSystemBalances: 0,
    duplicateReferences: 0,
  });
  const balances = await Promise.all(real.players.map((id) => ledger.cashBalance(id)));
  expect(balances).toEqual(model.balances);
  // Every reference posted once: exactly the model's movements have postings, two each.
  const db = database.database.db;
  const [moved] = await db
    .select({
      transactions: sql<string>`count(distinct ${ledgerPostings.transactionId})`,
      postings: sql<string>`count(*)`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerPostings.transactionId}`)
    .where(inArray(ledgerTransactions.playerId, real.players));
  expect(Number(moved!.transactions)).toBe(model.movements);
  expect(Number(moved!.postings)).toBe(model.movements * 2);
}

// ---------------------------------------------------------------------------------------------------
// Arbitraries

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 5_000n });

const commands = [
  fc
    .tuple(player, amount)
    .map(
      ([who, paise]) =>
        new CallCommand(
          (model) => ({ kind: 'credit', player: who, id: freshId(model, 'win'), amount: paise }),
          `credit(p${who}, ${paise})`,
        ),
    ),
  fc
    .tuple(player, amount)
    .map(
      ([who, paise]) =>
        new CallCommand(
          (model) => ({ kind: 'debit', player: who, id: freshId(model, 'bet'), amount: paise }),
          `debit(p${who}, ${paise})`,
        ),
    ),
  fc.tuple(player, fc.nat()).map(
    ([who, pick]) =>
      new CallCommand((model) => {
        const bets = [...model.bets.keys()];
        // Mostly an earlier bet (possibly another player's, possibly refunded); else a bet never seen.
        const reference =
          bets.length > 0 && pick % 4 !== 0 ? bets[pick % bets.length]! : freshId(model, 'ghost');
        return { kind: 'rollback', player: who, id: freshId(model, 'rb'), reference };
      }, `rollback(p${who}, #${pick})`),
  ),
  fc.tuple(player, amount, fc.nat()).map(
    ([who, paise, pick]) =>
      new CallCommand((model) => {
        // A late bet whose id was already rolled back, when there is one.
        const ghosts = [...model.tombstones];
        const id = ghosts.length > 0 ? ghosts[pick % ghosts.length]! : freshId(model, 'bet');
        return { kind: 'debit', player: who, id, amount: paise };
      }, `late-debit(p${who}, ${paise}, #${pick})`),
  ),
  fc.nat().map((pick) => new ReplayCommand(pick)),
  fc
    .tuple(
      fc.record({
        moves: fc.array(
          fc.record({
            kind: fc.constantFrom('debit' as const, 'credit' as const),
            player,
            amount,
            twice: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        rollbacks: fc.array(fc.record({ pick: fc.nat(), twice: fc.boolean() }), { maxLength: 3 }),
        races: fc.array(fc.record({ player, amount }), { maxLength: 2 }),
      }),
      fc.scheduler(),
    )
    .map(([plan, scheduler]) => new ConcurrentCommand(plan, scheduler)),
];

async function freshPlayers(): Promise<Real> {
  const db = database.database.db;
  const rows = await db
    .insert(players)
    .values(
      Array.from({ length: PLAYERS }, (_, index) => ({
        operatorId: DEFAULT_OPERATOR_ID,
        mobileNumber: randomMobile(),
        displayName: `Model ${index}`,
      })),
    )
    .returning({ id: players.id });
  const real: Real = { players: rows.map((row) => row.id), tokens: [] };
  for (const id of real.players) {
    const token = `token-${id}`;
    claimsByToken.set(token, {
      playerId: id,
      operatorId: DEFAULT_OPERATOR_ID,
      gameCode: GAME,
      providerCode: PROVIDER,
      expiresAt: new Date(Date.now() + 3_600_000),
      gameName: 'Model game',
    });
    real.tokens.push(token);
  }
  return real;
}

describe('wallet model', () => {
  it(`matches the model over ${RUNS} random sequences with concurrent calls`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (sequence) => {
        const real = await freshPlayers();
        const model: Model = {
          balances: real.players.map(() => 0n),
          bets: new Map(),
          tombstones: new Set(),
          answered: [],
          movements: 0,
        };
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
      { numRuns: RUNS },
    );
    const accounts = await database.database.db.select({ n: sql<string>`count(*)` }).from(ledgerAccounts);
    expect(Number(accounts[0]!.n)).toBeGreaterThan(0);
  }, 120_000);
});
