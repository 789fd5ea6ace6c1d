import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { CardGameState, CardRound } from '@khelo/contracts/house-cards';
import {
  BACCARAT_GAME_CODE,
  DRAGON_TIGER_GAME_CODE,
  type GameHistoryRow,
  type HouseRound,
} from '@khelo/contracts/house-games';
import { baccaratPayout, decodeBaccarat } from '@khelo/games/baccarat';
import { verifyCardRound } from '@khelo/games/card-round';
import { decodeDragonTiger, dragonTigerPayout } from '@khelo/games/dragon-tiger';
import { seedBelongsToChain } from '@khelo/games/fair';
import { manualClock } from '../../../test/helpers/auth';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { cardSettingsFrom, DEFAULT_CARD_SETTINGS, type CardTableSettings } from './cards.config';
import { createCardsRepository } from './cards.repository';
import { createCardsService, type CardsService } from './cards.service';
import { createHouseGamesRepository } from './house-games.repository';
import { houseWalletOf } from './register-house-games';

// The card tables through HTTP with real logins, launches and wallet-api calls; rounds are driven by hand
// on a manual clock. The table here puts the cut card after the first hand so every shoe is one round
// long and its seed is revealed as soon as the round is settled.

let database: TestDatabase;
let test: TestApp;
let tables: CardsService;
const clock = manualClock();

/** A card service on the test app's database with its own shoe settings, driven by hand. */
function tablesWith(decks: CardTableSettings['decks'], cutCards: number): CardsService {
  return createCardsService({
    house: test.app.houseGames.service,
    repository: createHouseGamesRepository(database.database.db),
    cards: createCardsRepository(database.database.db),
    wallet: houseWalletOf(test.app),
    resolveLaunch: (token) => test.app.gameLaunches.resolve(token),
    now: clock.now,
    settings: { ...DEFAULT_CARD_SETTINGS, decks, cutCards },
    emit: () => undefined,
    log: { error: () => undefined },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
  tables = tablesWith({ SPB02030: 6, SPB02031: 6 }, 310);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const newPlayer = (deposit: number, gameCode: string) => housePlayer(test.app, deposit, gameCode);
const balance = (player: LoginSuccess) => playerBalance(test.app, player);
const post = (url: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url, payload });
const get = (url: string) => test.app.inject({ method: 'GET', url });

async function playRound(
  gameCode: typeof DRAGON_TIGER_GAME_CODE | typeof BACCARAT_GAME_CODE,
  bets: [string, number, string][],
) {
  clock.advance(60_000);
  const round = (await tables.openRound(gameCode))!;
  for (const [token, amount, spot] of bets) {
    const placed = await post('/house/cards/bet', { token, game_code: gameCode, spot, amount });
    expect(placed.statusCode, placed.body).toBe(200);
  }
  const hidden = await get(`/house/cards/rounds/${round.id}`);
  expect(hidden.json<CardRound>().deal).toBeNull();
  expect(hidden.json<CardRound>().shoe.seed).toBeNull();
  clock.advance(DEFAULT_CARD_SETTINGS.bettingMs);
  await tables.startRound(round);
  const late = await post('/house/cards/bet', {
    token: bets[0]![0],
    game_code: gameCode,
    spot: bets[0]![2],
    amount: 10,
  });
  expect(late.statusCode).toBe(409);
  clock.advance(DEFAULT_CARD_SETTINGS.dealMs);
  await tables.settleRound(round);
  return round;
}

describe('card tables', () => {
  it('validates a bet: the field, the spot of the game, the token', async () => {
    const { token } = await newPlayer(100, DRAGON_TIGER_GAME_CODE);
    clock.advance(60_000);
    await tables.openRound(DRAGON_TIGER_GAME_CODE);
    const small = await post('/house/cards/bet', {
      token,
      game_code: DRAGON_TIGER_GAME_CODE,
      spot: 'dragon',
      amount: 5,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json<{ message: string }>().message).toContain('amount');
    const wrongSpot = await post('/house/cards/bet', {
      token,
      game_code: DRAGON_TIGER_GAME_CODE,
      spot: 'banker',
      amount: 10,
    });
    expect(wrongSpot.statusCode).toBe(400);
    expect(wrongSpot.json<{ message: string }>().message).toContain('spot');
    const otherGame = await post('/house/cards/bet', {
      token,
      game_code: BACCARAT_GAME_CODE,
      spot: 'banker',
      amount: 10,
    });
    expect(otherGame.statusCode).toBe(403);
    const unknown = await post('/house/cards/bet', {
      token: 'nope',
      game_code: DRAGON_TIGER_GAME_CODE,
      spot: 'tie',
      amount: 10,
    });
    expect(unknown.statusCode).toBe(401);
    const poor = await post('/house/cards/bet', {
      token,
      game_code: DRAGON_TIGER_GAME_CODE,
      spot: 'tie',
      amount: 500,
    });
    expect(poor.statusCode).toBe(402);
    expect(await tables.recover(DRAGON_TIGER_GAME_CODE)).toMatchObject({ settled: 1 });
  });

  it('deals Dragon Tiger, pays every spot by the rules, reveals the finished shoe and verifies the round', async () => {
    const { player, token } = await newPlayer(1000, DRAGON_TIGER_GAME_CODE);
    const start = await balance(player);
    const round = await playRound(DRAGON_TIGER_GAME_CODE, [
      [token, 100, 'dragon'],
      [token, 50, 'tiger'],
      [token, 20, 'tie'],
    ]);
    const { winner } = decodeDragonTiger(round.outcome);
    const paid = [
      dragonTigerPayout(10_000, 'dragon', winner),
      dragonTigerPayout(5_000, 'tiger', winner),
      dragonTigerPayout(2_000, 'tie', winner),
    ].reduce((sum, value) => sum + value, 0);
    expect(await balance(player)).toBeCloseTo(start - 170 + paid / 100, 2);

    const shown = (await get(`/house/cards/rounds/${round.id}`)).json<CardRound>();
    expect(shown.deal?.winner).toBe(winner);
    expect(shown.shoe.finished).toBe(true);
    expect(shown.shoe.decks).toBe(6);
    const verified = verifyCardRound({
      kind: 'dragon-tiger',
      shoeSeed: shown.shoe.seed!,
      clientSeed: shown.round.client_seed,
      nonce: shown.round.nonce,
      decks: 6,
      position: shown.first_card,
      commitment: shown.shoe.commitment,
    });
    expect(verified.commitmentMatches).toBe(true);
    expect(verified.outcome).toBe(round.outcome);
    expect(verified.deal.cards).toEqual(shown.deal?.cards);
    // The generic verify call shows the same seed, which belongs to the published chain.
    const generic = (await get(`/house/rounds/${round.id}`)).json<{ round: HouseRound }>().round;
    expect(generic.server_seed).toBe(shown.shoe.seed);
    expect(seedBelongsToChain(generic.server_seed!, generic.chain_index, generic.chain_commitment)).toBe(
      true,
    );

    const history = await post('/api/game-history', {
      operator_id: player.operator_id,
      player_id: player.player_id,
    });
    expect(history.statusCode).toBe(401);
    const rows = await test.app.inject({
      method: 'POST',
      url: '/api/game-history',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { operator_id: player.operator_id, player_id: player.player_id },
    });
    const data = rows.json<{ data: GameHistoryRow[] }>().data;
    expect(data).toHaveLength(3);
    expect(data.every((row) => row.game_code === DRAGON_TIGER_GAME_CODE && row.verifiable)).toBe(true);
  });

  it('deals baccarat from a new shoe, pays banker less commission, and shows the state with the road', async () => {
    const { player, token } = await newPlayer(1000, BACCARAT_GAME_CODE);
    const start = await balance(player);
    const round = await playRound(BACCARAT_GAME_CODE, [
      [token, 100, 'player'],
      [token, 100, 'banker'],
      [token, 10, 'tie'],
    ]);
    const { winner } = decodeBaccarat(round.outcome);
    const paid =
      baccaratPayout(10_000, 'player', winner) +
      baccaratPayout(10_000, 'banker', winner) +
      baccaratPayout(1_000, 'tie', winner);
    expect(await balance(player)).toBeCloseTo(start - 210 + paid / 100, 2);
    const state = (
      await get(`/house/cards/${BACCARAT_GAME_CODE}/state?token=${token}`)
    ).json<CardGameState>();
    expect(state.current?.round.round_id).toBe(round.id);
    expect(state.current?.shoe.decks).toBe(6);
    expect(state.road.at(-1)).toMatchObject({ round_id: round.id, winner });
    expect(state.balance).toBe(await balance(player));
    const hands = state.current!.deal!.hands;
    expect(hands.player!.length + hands.banker!.length).toBe(state.current!.deal!.cards.length);

    // The next round starts a new shoe on the next chain seed.
    clock.advance(60_000);
    const next = (await tables.openRound(BACCARAT_GAME_CODE))!;
    expect(next.chainIndex).toBe(round.chainIndex + 1);
    await tables.recover(BACCARAT_GAME_CODE);
  });

  it('keeps a shoe over many rounds and hides its seed until the cut card comes out', async () => {
    const long = tablesWith({ SPB02030: 6, SPB02031: 6 }, 306);
    // 312 cards, cut card before position 6: three Dragon Tiger rounds, the third deals the cut card.
    const rounds = [];
    for (let hand = 1; hand <= 3; hand++) {
      clock.advance(60_000);
      const round = (await long.openRound(DRAGON_TIGER_GAME_CODE))!;
      await long.startRound(round);
      await long.settleRound(round);
      const shown = (await get(`/house/cards/rounds/${round.id}`)).json<CardRound>();
      expect(shown.hand_no).toBe(hand);
      expect(shown.first_card).toBe((hand - 1) * 2);
      expect(shown.shoe.seed === null).toBe(hand < 3);
      rounds.push(round);
    }
    expect(new Set(rounds.map((round) => round.chainIndex)).size).toBe(1);
  });

  it('refuses a setting outside the rules: 6 or 8 decks, cut card 6 cards or more from the end', () => {
    expect(() => cardSettingsFrom({ HOUSE_DRAGON_TIGER_DECKS: '7' })).toThrow('HOUSE_DRAGON_TIGER_DECKS');
    expect(() => cardSettingsFrom({ HOUSE_CARDS_CUT_CARDS: '3' })).toThrow('HOUSE_CARDS_CUT_CARDS');
    expect(cardSettingsFrom({ HOUSE_BACCARAT_DECKS: '6' }).decks.SPB02031).toBe(6);
  });
});
