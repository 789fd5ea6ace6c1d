import { DRAGON_TIGER_GAME_CODE, type HouseEvent, type HouseGameCode } from '@khelo/contracts/house-games';
import {
  CARD_MESSAGES,
  CARD_SPOTS,
  type CardGameCode,
  type CardGameState,
  type CardRound,
} from '@khelo/contracts/house-cards';
import { baccaratPayout, decodeBaccarat, isBaccaratSpot } from '@khelo/games/baccarat';
import { dealFromShoe, outcomeCodeOf, type CardGameKind } from '@khelo/games/card-round';
import { decodeDragonTiger, dragonTigerPayout, isDragonTigerSpot } from '@khelo/games/dragon-tiger';
import { commitmentOf } from '@khelo/games/fair';
import { cutIndexOf, shoeIsOver, shuffleShoe, type ShoeDecks } from '@khelo/games/shoe';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import type { CardTableSettings } from './cards.config';
import { presentCardRound, roadBead } from './cards.presenter';
import type { CardsRepository, ShoeRow } from './cards.repository';
import { presentBet, presentRound } from './house-games.presenter';
import type { HouseGamesRepository, RoundRow } from './house-games.repository';
import type { HouseGamesService } from './house-games.service';
import { createWalletSettler, resendClosed, resendUnsettled, type Refusal } from './house-round-kit';
import { createRoundSettlement } from './house-settlement';
import { createSeedChains } from './house-seed-chains';
import type { HouseWallet } from './house-wallet';

// Dragon Tiger and Baccarat tables: rounds dealt from a provably fair shoe (docs/house-games.md "Card
// games"). Bets go through the shared house service (debit through the signed wallet-api); settlement
// and recovery are here because the payouts and the shoe are the card games' own.

export interface CardsServiceDeps {
  house: HouseGamesService;
  repository: HouseGamesRepository;
  cards: CardsRepository;
  wallet: HouseWallet;
  resolveLaunch: (token: string) => Promise<ResolvedLaunch | null>;
  now: () => Date;
  settings: CardTableSettings;
  emit: (event: HouseEvent) => void;
  log: { error: (object: unknown, message: string) => void };
}

export const kindOf = (gameCode: string): CardGameKind =>
  gameCode === DRAGON_TIGER_GAME_CODE ? 'dragon-tiger' : 'baccarat';

/** Paise paid back on a card-game bet once its round's outcome is known (0: lost). */
export function cardPayout(gameCode: string, spot: string, stakePaise: number, outcome: number): number {
  if (kindOf(gameCode) === 'dragon-tiger')
    return isDragonTigerSpot(spot)
      ? dragonTigerPayout(stakePaise, spot, decodeDragonTiger(outcome).winner)
      : 0;
  return isBaccaratSpot(spot) ? baccaratPayout(stakePaise, spot, decodeBaccarat(outcome).winner) : 0;
}

const over = (round: RoundRow) => round.state === 'settled' || round.state === 'void';

export function createCardsService(deps: CardsServiceDeps) {
  const { repository, cards, now, settings } = deps;
  const { seedsOf, ensureChain, commitmentOfChain } = createSeedChains(repository);
  const settleWallet = createWalletSettler(deps);
  const settlement = createRoundSettlement({
    repository,
    settleWallet,
    payoutOf: (round, bet) => ({
      payout: cardPayout(round.gameCode, bet.selection, bet.stakePaise, round.outcome),
      cashoutMultiplier: null,
    }),
  });
  const shoes = new Map<number, number[]>();

  /** The shoe's cards in dealing order, rebuilt from its seed once per process. */
  function cardsOf(shoe: ShoeRow): number[] {
    let dealt = shoes.get(shoe.id);
    if (!dealt) {
      dealt = shuffleShoe(shoe.serverSeed, shoe.clientSeed, shoe.nonce, shoe.decks as ShoeDecks);
      if (shoes.size >= 4) shoes.clear();
      shoes.set(shoe.id, dealt);
    }
    return dealt;
  }

  async function emitRound(round: RoundRow, kind: HouseEvent['kind'] = 'round') {
    deps.emit({
      game_code: round.gameCode as HouseGameCode,
      kind,
      round: presentRound(round, await commitmentOfChain(round.chainId)),
      server_time: now().toISOString(),
    });
  }

  /** The cut card came out in this round: its shoe is finished, replaced and revealed. */
  async function finishShoeIfCut(round: RoundRow): Promise<void> {
    const found = await cards.cardRound(round.id);
    if (!found || !shoeIsOver(found.shoe.nextCard, found.shoe.cutIndex)) return;
    if (found.cardRound.firstCard + found.cardRound.cards.length >= found.shoe.nextCard)
      await cards.finishShoe(found.shoe);
  }

  async function detail(round: RoundRow): Promise<CardRound | null> {
    const found = await cards.cardRound(round.id);
    if (!found) return null;
    return presentCardRound(round, found.cardRound, found.shoe, await commitmentOfChain(round.chainId));
  }

  return {
    async openRound(gameCode: CardGameCode): Promise<RoundRow | null> {
      const chain = await ensureChain(gameCode);
      const latest = await repository.latestRound(gameCode);
      const roundNo = String(latest ? Number(latest.roundNo) + 1 : 1);
      const decks = settings.decks[gameCode];
      const bettingClosesAt = new Date(now().getTime() + settings.bettingMs);
      const opened = await cards.openRound(
        gameCode,
        {
          chainId: chain.id,
          decks,
          cutIndex: cutIndexOf(decks, settings.cutCards),
          seedOf: (index) => {
            const serverSeed = seedsOf(chain)[index]!;
            return {
              serverSeed,
              commitment: commitmentOf(serverSeed),
              clientSeed: chain.clientSeed,
              nonce: String(index),
            };
          },
        },
        {
          round: {
            gameCode,
            roundNo,
            bettingClosesAt,
            startsAt: bettingClosesAt,
            endsAt: new Date(bettingClosesAt.getTime() + settings.dealMs),
          },
          deal: (shoe) => {
            const deal = dealFromShoe(kindOf(gameCode), cardsOf(shoe), shoe.nextCard);
            return { cards: deal.cards, outcome: outcomeCodeOf(deal) };
          },
        },
      );
      if (!opened) return null;
      await emitRound(opened.round);
      return opened.round;
    },

    async startRound(round: RoundRow): Promise<void> {
      if (await repository.setRoundState(round.id, ['betting'], 'running'))
        await emitRound({ ...round, state: 'running' });
    },

    /**
     * Closes the round, ends the shoe when the cut card came out in it, then pays every bet by the round's
     * committed cards (house-settlement.ts: closed first, so no bet opens after the bets are read).
     */
    async settleRound(round: RoundRow): Promise<void> {
      if (await settlement.closeAndSettle(round, () => finishShoeIfCut(round)))
        await emitRound({ ...round, state: 'settled' }, 'settled');
    },

    /** Rounds of the game not settled yet, oldest first. */
    openRounds: (gameCode: CardGameCode) => repository.openRounds(gameCode),

    /** Settles or refunds bets left `placing`/`open` in the game's closed rounds. */
    sweep: (gameCode: CardGameCode) => settlement.sweep(gameCode),

    /**
     * After a restart or a takeover: every open round is settled by its committed cards (a bet needs
     * nothing more from the player), the shoe of a round closed just before the stop is ended if its cut
     * card came out, bets a settlement left behind are closed, then every credit or refund not confirmed
     * is sent again.
     */
    async recover(gameCode: CardGameCode): Promise<{ settled: number; swept: number; resent: number }> {
      let settled = 0;
      for (const round of await repository.openRounds(gameCode)) {
        await this.settleRound(round);
        settled++;
      }
      const latest = await repository.latestRound(gameCode);
      if (latest && over(latest)) await finishShoeIfCut(latest);
      const swept = await settlement.sweep(gameCode);
      const resent = await resendUnsettled(repository, settleWallet, gameCode);
      return { settled, swept, resent };
    },

    /** The scheduler's resend pass (ADR 034): credits and refunds left unconfirmed are sent again. */
    resend: (gameCode: CardGameCode): Promise<number> =>
      resendClosed(repository, settleWallet, gameCode, now),

    async placeBet(input: { token: string; gameCode: CardGameCode; spot: string; paise: number }) {
      if (!(CARD_SPOTS[input.gameCode] as readonly string[]).includes(input.spot))
        return { ok: false, statusCode: 400, message: CARD_MESSAGES.wrongSpot } satisfies Refusal;
      return deps.house.placeBet({
        token: input.token,
        gameCode: input.gameCode,
        slot: 0,
        selection: input.spot,
        paise: input.paise,
        autoCashout: null,
      });
    },

    async state(gameCode: CardGameCode, token: string | undefined): Promise<CardGameState> {
      const launch = token ? await deps.resolveLaunch(token) : null;
      const viewer = launch && launch.gameCode === gameCode ? launch.playerId : null;
      const round = (await repository.currentRound(gameCode)) ?? (await repository.latestRound(gameCode));
      const bets = round ? await repository.roundBets(round.id) : [];
      const recent = (await repository.recentResults(gameCode, 48)).reverse();
      let balance: number | null = null;
      if (viewer && token) {
        const answer = await deps.wallet.balance(token, gameCode).catch(() => null);
        balance = answer?.ok ? answer.balance : null;
      }
      return {
        status: 1,
        message: 'OK',
        server_time: now().toISOString(),
        game_code: gameCode,
        timings: { betting_ms: settings.bettingMs, deal_ms: settings.dealMs, pause_ms: settings.pauseMs },
        current: round ? await detail(round) : null,
        bets: bets.map((bet) => presentBet(bet, viewer)),
        road: recent.map((row) => ({ round_id: row.id, ...roadBead(row.gameCode, row.outcome) })),
        balance,
      };
    },

    async round(id: number): Promise<CardRound | null> {
      const round = await repository.round(id);
      if (!round || !(round.gameCode in settings.decks)) return null;
      return detail(round);
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
