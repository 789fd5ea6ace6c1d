import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houseCardRounds, houseChains, houseRounds, houseShoes } from '../../db/schema';
import type { RoundRow } from './house-games.repository';

// The SQL of the card tables: shoes and which cards each round dealt. Rounds and bets are the shared
// house_rounds / house_bets rows (house-games.repository.ts).

export type ShoeRow = typeof houseShoes.$inferSelect;
export type CardRoundRow = typeof houseCardRounds.$inferSelect;

export interface NewShoe {
  chainId: number;
  decks: number;
  cutIndex: number;
  /** The shoe's seed and nonce from the chain index it takes. */
  seedOf: (chainIndex: number) => {
    serverSeed: string;
    commitment: string;
    clientSeed: string;
    nonce: string;
  };
}

export interface DealtRound {
  round: Omit<
    typeof houseRounds.$inferInsert,
    'chainId' | 'chainIndex' | 'commitment' | 'serverSeed' | 'clientSeed' | 'nonce' | 'outcome'
  >;
  /** Deals from the shoe at its next card: the cards and the outcome code. */
  deal: (shoe: ShoeRow) => { cards: number[]; outcome: number };
}

export function createCardsRepository(db: Db) {
  return {
    /** The game's shoe still being dealt, if any. */
    async liveShoe(gameCode: string): Promise<ShoeRow | null> {
      const [row] = await db
        .select()
        .from(houseShoes)
        .where(and(eq(houseShoes.gameCode, gameCode), isNull(houseShoes.finishedAt)))
        .orderBy(desc(houseShoes.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Opens a round in one transaction: a new shoe on the next chain seed when none is being dealt, the
     * round with the shoe's commitment (its seed stays hidden until the shoe is finished), its cards, and
     * the shoe's position moved past them. Null when a round with this number exists.
     */
    async openRound(
      gameCode: string,
      newShoe: NewShoe,
      dealt: DealtRound,
    ): Promise<{ round: RoundRow; shoe: ShoeRow; cardRound: CardRoundRow } | null> {
      return db.transaction(async (tx) => {
        let [shoe] = await tx
          .select()
          .from(houseShoes)
          .where(and(eq(houseShoes.gameCode, gameCode), isNull(houseShoes.finishedAt)))
          .orderBy(desc(houseShoes.id))
          .limit(1)
          .for('update');
        if (!shoe) {
          const [chain] = await tx
            .update(houseChains)
            .set({ nextIndex: sql`${houseChains.nextIndex} + 1` })
            .where(eq(houseChains.id, newShoe.chainId))
            .returning({ index: sql<number>`${houseChains.nextIndex} - 1` });
          if (!chain) throw new Error(`chain ${newShoe.chainId} not found`);
          const chainIndex = Number(chain.index);
          [shoe] = await tx
            .insert(houseShoes)
            .values({
              gameCode,
              chainId: newShoe.chainId,
              chainIndex,
              decks: newShoe.decks,
              cutIndex: newShoe.cutIndex,
              ...newShoe.seedOf(chainIndex),
            })
            .returning();
        }
        const live = shoe!;
        const { cards, outcome } = dealt.deal(live);
        const [round] = await tx
          .insert(houseRounds)
          .values({
            ...dealt.round,
            gameCode,
            chainId: live.chainId,
            chainIndex: live.chainIndex,
            commitment: live.commitment,
            // Revealed for the whole shoe at once (finishShoe): any round's seed would give the rest.
            serverSeed: '',
            clientSeed: live.clientSeed,
            nonce: live.nonce,
            outcome,
          })
          .onConflictDoNothing()
          .returning();
        if (!round) return null;
        const [cardRound] = await tx
          .insert(houseCardRounds)
          .values({
            roundId: round.id,
            shoeId: live.id,
            handNo: live.hands + 1,
            firstCard: live.nextCard,
            cards,
          })
          .returning();
        const [moved] = await tx
          .update(houseShoes)
          .set({ nextCard: live.nextCard + cards.length, hands: live.hands + 1 })
          .where(eq(houseShoes.id, live.id))
          .returning();
        return { round, shoe: moved!, cardRound: cardRound! };
      });
    },

    async cardRound(roundId: number): Promise<{ cardRound: CardRoundRow; shoe: ShoeRow } | null> {
      const [row] = await db
        .select({ cardRound: houseCardRounds, shoe: houseShoes })
        .from(houseCardRounds)
        .innerJoin(houseShoes, eq(houseShoes.id, houseCardRounds.shoeId))
        .where(eq(houseCardRounds.roundId, roundId));
      return row ?? null;
    },

    /** The cards of many rounds (the bead plate, the history). */
    async cardRounds(roundIds: number[]): Promise<CardRoundRow[]> {
      if (roundIds.length === 0) return [];
      return db.select().from(houseCardRounds).where(inArray(houseCardRounds.roundId, roundIds));
    },

    /** Ends a shoe and reveals its seed on every one of its rounds. */
    async finishShoe(shoe: ShoeRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(houseShoes)
          .set({ finishedAt: new Date() })
          .where(and(eq(houseShoes.id, shoe.id), isNull(houseShoes.finishedAt)))
          .returning({ id: houseShoes.id });
        if (done.length === 0) return false;
        await tx
          .update(houseRounds)
          .set({ serverSeed: shoe.serverSeed })
          .where(
            inArray(
              houseRounds.id,
              tx
                .select({ id: houseCardRounds.roundId })
                .from(houseCardRounds)
                .where(eq(houseCardRounds.shoeId, shoe.id)),
            ),
          );
        return true;
      });
    },
  };
}

export type CardsRepository = ReturnType<typeof createCardsRepository>;
