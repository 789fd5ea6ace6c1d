import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { HouseBet, HouseGameState } from '@khelo/contracts/house-games';
import type { MinesGameState, MinesRound } from '@khelo/contracts/house-mines';
import { withOwnBet } from '../use-bet-accepted';
import { houseStateKey, houseStateQueryOptions } from './house-state';

// A state fetch in flight when the player's bet is answered must not take the bet back out of the slot.

const bet = (id: string, round: number, extra: Partial<HouseBet> = {}): HouseBet => ({
  bet_id: id,
  round_id: round,
  player: 'me',
  slot: 1,
  selection: 'crash',
  amount: 100,
  auto_cashout: null,
  cashout_multiplier: null,
  payout: null,
  status: 'open',
  ...extra,
});

const state = (round: number, bets: HouseBet[]) =>
  ({
    game_code: 'SPB02001',
    round: { round_id: round, phase: 'betting' },
    bets,
    recent: [],
    balance: 900,
  }) as unknown as HouseGameState;

/**
 * A state fetch that read the game before the player's own answer lands after that answer has applied
 * `update` to the cache; answers the cache then (and the client, to fetch again).
 */
async function fetchAcross<T extends HouseGameState>(before: T, answer: T, update: (current: T) => T) {
  const client = new QueryClient();
  const key = houseStateKey(before.game_code);
  client.setQueryData(key, before);
  let resolve!: (value: HouseGameState) => void;
  const fetching = client.fetchQuery({
    ...houseStateQueryOptions(before.game_code, 'token'),
    queryFn: () => new Promise<HouseGameState>((done) => (resolve = done)),
  });
  client.setQueryData<T>(key, (current) => update(current!));
  resolve(answer);
  await fetching;
  return { client, after: client.getQueryData<T>(key)! };
}

// The bet's answer lands while the fetch, which read the round before the bet, is still on its way.
const fetchAround = async (before: HouseGameState, answer: HouseGameState, placed: HouseBet) =>
  (await fetchAcross(before, answer, (current) => ({ ...current, bets: [...current.bets, placed] }))).after;

describe('house state fetches and the player own bets', () => {
  it('keeps a bet of the same round that the fetch had not seen yet', async () => {
    const mine = bet('b1', 7, { mine: true });
    const other = bet('b9', 7, { player: 'someone' });
    const after = await fetchAround(state(7, []), state(7, [other]), mine);
    expect(after.bets.map((item) => item.bet_id).sort()).toEqual(['b1', 'b9']);
  });

  it("keeps the balance the bet's answer gave, not the fetch's from before the debit", async () => {
    const mine = bet('b1', 7, { mine: true });
    const { client, after } = await fetchAcross(
      state(7, []),
      { ...state(7, []), balance: 900 },
      (current) => ({ ...current, bets: [mine], balance: 800 }),
    );
    const key = houseStateKey('SPB02001');
    expect(after.balance).toBe(800);
    // Once a read has seen the bet, its balance is taken.
    await client.fetchQuery({
      ...houseStateQueryOptions('SPB02001', 'token'),
      staleTime: 0,
      queryFn: () => Promise.resolve({ ...state(7, [mine]), balance: 750 }),
    });
    expect(client.getQueryData<HouseGameState>(key)!.balance).toBe(750);
  });

  it('takes the fetched copy of a bet it has (its outcome), and drops bets of another round', async () => {
    const mine = bet('b1', 7, { mine: true });
    const settled = bet('b1', 7, { mine: true, status: 'lost' });
    expect((await fetchAround(state(7, []), state(7, [settled]), mine)).bets).toEqual([settled]);
    expect((await fetchAround(state(7, []), state(8, []), mine)).bets).toEqual([]);
  });

  it('does not keep a bet seen only from the room (not known to be this player)', async () => {
    const fromRoom = bet('b5', 7);
    expect((await fetchAround(state(7, []), state(7, []), fromRoom)).bets).toEqual([]);
  });
});

describe("a bet's own answer after a state read or room event that already holds it", () => {
  it("shows the bet once, as the player's", () => {
    const seen = bet('b1', 7, { mine: undefined, status: 'open' });
    const bets = withOwnBet([bet('b0', 7, { player: 'Pl***12' }), seen], bet('b1', 7));
    expect(bets.map((item) => [item.bet_id, item.mine])).toEqual([
      ['b0', undefined],
      ['b1', true],
    ]);
  });

  it('adds a bet the state does not hold yet', () => {
    expect(withOwnBet([], bet('b1', 7)).map((item) => [item.bet_id, item.mine])).toEqual([['b1', true]]);
  });
});

describe("a state fetch and the player's Mines round", () => {
  const round = (extra: Partial<MinesRound>): MinesRound =>
    ({ round_id: 3, phase: 'playing', revealed: [0], payout: 10.4, ...extra }) as MinesRound;
  const minesState = (mines: MinesRound | null, balance: number) =>
    ({ ...state(7, []), game_code: 'SPB02010', mines, balance }) as unknown as MinesGameState;

  // The cash-out's (or a reveal's) answer lands while a fetch that read the round before it is on its way.
  const fetchAroundAnswer = async (before: MinesGameState, answer: MinesGameState, after: MinesGameState) =>
    (await fetchAcross(before, answer, () => after)).after;

  it('keeps a cashed-out round and its balance when the fetch read it still on', async () => {
    const playing = minesState(round({}), 990);
    const won = minesState(round({ phase: 'won' }), 1000.4);
    const after = await fetchAroundAnswer(playing, playing, won);
    expect(after.mines?.phase).toBe('won');
    expect(after.balance).toBe(1000.4);
  });

  it('keeps the tiles a reveal opened when the fetch read fewer', async () => {
    const one = minesState(round({}), 990);
    const two = minesState(round({ revealed: [0, 1] }), 990);
    expect((await fetchAroundAnswer(one, one, two)).mines?.revealed).toEqual([0, 1]);
  });

  it('takes the fetch when it is as far on or holds another round', async () => {
    const won = minesState(round({ phase: 'won' }), 1000.4);
    const next = minesState(round({ round_id: 4 }), 990.4);
    expect((await fetchAroundAnswer(won, next, won)).mines?.round_id).toBe(4);
    const lost = minesState(round({ phase: 'lost', revealed: [0] }), 990);
    expect((await fetchAroundAnswer(won, lost, minesState(round({}), 990))).mines?.phase).toBe('lost');
  });
});
