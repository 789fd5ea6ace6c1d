import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { randomMobile } from '../../../test/helpers/auth';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { players } from '../../db/schema';
import { createLedgerRepository, type LedgerRepository, type NewTransaction } from './ledger.repository';

// The posting statement beyond the player↔operator transfers the wallet API makes: several player
// accounts in one transaction (locked in id order), refusals, and the derived balance of a system account.

let database: TestDatabase;
let repository: LedgerRepository;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  repository = createLedgerRepository(database.database);
});
afterAll(async () => {
  await database?.cleanup();
});

async function newPlayer(): Promise<string> {
  const [row] = await database.database.db
    .insert(players)
    .values({ operatorId: DEFAULT_OPERATOR_ID, mobileNumber: randomMobile(), displayName: 'Ledger' })
    .returning({ id: players.id });
  return row!.id;
}

function entry(
  playerId: string,
  postings: NewTransaction['postings'],
  balanceAccountId: number,
): NewTransaction {
  return {
    operatorId: DEFAULT_OPERATOR_ID,
    playerId,
    type: 'adjustment',
    status: 'completed',
    source: 'repository-test',
    externalRef: `r-${(sequence += 1)}`,
    amount: postings.reduce((sum, posting) => (posting.amount > 0n ? sum + posting.amount : sum), 0n),
    remarks: '',
    details: {},
    reversesId: null,
    balanceAccountId,
    postings,
  };
}

describe('ledger repository', () => {
  it('moves money between two player accounts and an operator account in one transaction', async () => {
    const player = await newPlayer();
    const cash = await repository.ensurePlayerAccount(DEFAULT_OPERATOR_ID, player, 'player_cash');
    const bonus = await repository.ensurePlayerAccount(DEFAULT_OPERATOR_ID, player, 'player_bonus');
    const promotions = await repository.ensureSystemAccount(DEFAULT_OPERATOR_ID, 'promotions');
    expect(await repository.ensureSystemAccount(DEFAULT_OPERATOR_ID, 'promotions')).toBe(promotions);

    const granted = await repository.post(
      entry(
        player,
        [
          { accountId: bonus, amount: 500n, tracked: true },
          { accountId: promotions, amount: -500n, tracked: false },
        ],
        bonus,
      ),
    );
    expect(granted).toMatchObject({ kind: 'posted', posted: { balanceAfter: 500n } });

    // Release 300 of the bonus to cash: both player rows move (locked in ascending id order).
    const released = await repository.post(
      entry(
        player,
        [
          { accountId: bonus, amount: -300n, tracked: true },
          { accountId: cash, amount: 300n, tracked: true },
        ],
        cash,
      ),
    );
    expect(released).toMatchObject({ kind: 'posted', posted: { balanceAfter: 300n } });
    expect(await repository.playerBalance(player, 'player_bonus')).toBe(200n);
    expect(await repository.playerBalance(player, 'player_cash')).toBe(300n);
    expect(await repository.derivedBalance(promotions)).toBe(-500n);

    // More than the bonus holds: nothing moves on either account.
    const overdraft = await repository.post(
      entry(
        player,
        [
          { accountId: bonus, amount: -201n, tracked: true },
          { accountId: cash, amount: 201n, tracked: true },
        ],
        cash,
      ),
    );
    expect(overdraft).toEqual({ kind: 'insufficient_funds' });
    expect(await repository.playerBalance(player, 'player_cash')).toBe(300n);
    expect(await repository.playerBalance(player, 'player_bonus')).toBe(200n);
  });

  it('refuses an unbalanced transaction before it reaches the database', async () => {
    const player = await newPlayer();
    const cash = await repository.ensurePlayerAccount(DEFAULT_OPERATOR_ID, player, 'player_cash');
    await expect(
      repository.post(entry(player, [{ accountId: cash, amount: 5n, tracked: true }], cash)),
    ).rejects.toThrow('unbalanced ledger transaction (5 paise)');
  });

  it('a reference posts once; a second reversal of one transaction is refused', async () => {
    const player = await newPlayer();
    const cash = await repository.ensurePlayerAccount(DEFAULT_OPERATOR_ID, player, 'player_cash');
    const house = await repository.ensureSystemAccount(DEFAULT_OPERATOR_ID, 'house');
    const win = entry(
      player,
      [
        { accountId: cash, amount: 100n, tracked: true },
        { accountId: house, amount: -100n, tracked: false },
      ],
      cash,
    );
    expect((await repository.post(win)).kind).toBe('posted');
    expect(await repository.post(win)).toEqual({ kind: 'duplicate_reference' });
    const bet = await repository.post(
      entry(
        player,
        [
          { accountId: cash, amount: -40n, tracked: true },
          { accountId: house, amount: 40n, tracked: false },
        ],
        cash,
      ),
    );
    if (bet.kind !== 'posted') throw new Error('bet not posted');
    const refund = () => ({
      ...entry(
        player,
        [
          { accountId: cash, amount: 40n, tracked: true },
          { accountId: house, amount: -40n, tracked: false },
        ],
        cash,
      ),
      reversesId: bet.posted.id,
    });
    expect(await repository.post(refund())).toMatchObject({ kind: 'posted', posted: { balanceAfter: 100n } });
    expect(await repository.post(refund())).toEqual({ kind: 'duplicate_reversal' });
    expect(await repository.playerBalance(player, 'player_cash')).toBe(100n);
    expect(await repository.invariants()).toMatchObject({
      postingsTotal: 0n,
      driftedAccounts: 0,
      negativeAccounts: 0,
    });
  });
});
