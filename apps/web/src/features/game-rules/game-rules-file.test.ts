import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RULES_GAMES,
  RUMMY_RULES,
  gameRulesFileSchema,
  type GameRulesRecord,
  type GameRulesText,
} from '@khelo/contracts/game-rules';
import { RULES_ALIASES, RULES_ROUTES } from '@khelo/contracts/routes';
import { TAMBOLA_MAX_TICKETS } from '@khelo/contracts/house-tambola';
import file from '../../../public/gameRules.json';

// /gameRules.json against pages-and-rules.md sections 3 and 9: a complete record per game in English and
// Hindi, the section 9 constants both as data and in the text a player reads, and every rules route and
// lobby alias resolving to a record.

const rules = gameRulesFileSchema.parse(file);
const publicDir = path.resolve(import.meta.dirname, '../../../public');

function text(record: GameRulesText): string {
  return Object.values(record)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .join('\n');
}

function get(name: string): GameRulesRecord {
  const record = rules[name];
  if (!record) throw new Error(`no rules record for ${name}`);
  return record;
}

/** Each figure must appear in the English and in the Hindi text of the game. */
function expectStated(name: string, figures: readonly string[]) {
  const record = get(name);
  for (const figure of figures) {
    expect(text(record), `${name} (en) states ${figure}`).toContain(figure);
    expect(text(record.hd), `${name} (hd) states ${figure}`).toContain(figure);
  }
}

describe('gameRules.json', () => {
  it('holds a valid record, English and Hindi, for each game', () => {
    expect(Object.keys(rules).sort()).toEqual([...RULES_GAMES].sort());
    for (const name of RULES_GAMES) {
      const record = get(name);
      expect(record.hd.title, name).not.toBe(record.title);
      expect(record.hd.howToPlayList.length, name).toBe(record.howToPlayList.length);
      expect(record.hd.pureSequenceExamples.length, name).toBe(record.pureSequenceExamples.length);
      expect(record.hd.image).toBe(record.image);
    }
  });

  it('points at illustrations that exist', () => {
    for (const name of RULES_GAMES) {
      const record = get(name);
      for (const image of [record.image, record.pureSequenceImage]) {
        // A rules illustration, or the game's lobby art for the catalog games added in issue 18.
        expect(image, name).toMatch(/^\/images\/(rules|games)\/[a-z-]+\.svg$/);
        expect(existsSync(path.join(publicDir, image)), image).toBe(true);
      }
    }
  });

  it('resolves every per-game route and every lobby alias to a record', () => {
    for (const slug of Object.values(RULES_ROUTES)) expect(rules[slug], slug).toBeDefined();
    for (const target of Object.values(RULES_ALIASES)) {
      const name = target.startsWith('/game-rules/')
        ? target.slice('/game-rules/'.length)
        : RULES_ROUTES[target as keyof typeof RULES_ROUTES];
      expect(name, target).toBeDefined();
      expect(rules[name], target).toBeDefined();
    }
    expect(rules.rummy).toBeDefined();
  });

  it('rummy: 13 cards, 52 + 1 printed joker, 2 to 6 players, 4 wild jokers, the penalties', () => {
    expect(get('rummy').constants).toMatchObject({
      players: { min: 2, max: 6 },
      handCards: 13,
      deck: { cards: 52, printedJokers: 1, wildJokersPerDeck: 4 },
      cardPoints: { faceAndAce: 10 },
      penalties: {
        invalidDeclaration: 80,
        firstDrop: 20,
        middleDrop: 40,
        threeMissedTurns: 40,
        validSecond: 2,
      },
      winnerPoints: 0,
    });
    expect(get('rummy').constants.penalties).toMatchObject(RUMMY_RULES.penalties);
    expectStated('rummy', ['13', '52', '1 ', '2 ', ' 6 ', '10', '80', '20', '40', '3 ', ' 0 ']);
  });

  it('poker: 2 to 9 players; Hold’em 2, Omaha 4, Omaha 5 5 hole cards', () => {
    expect(get('poker').constants).toMatchObject({
      players: { min: 2, max: 9 },
      holeCards: { holdem: 2, omaha: 4, omaha5: 5 },
    });
    expectStated('poker', ['2 ', ' 9 ', '4', ' 5 ']);
  });

  it('ludo: 2 to 4 players', () => {
    expect(get('ludo').constants).toMatchObject({ players: { min: 2, max: 4 } });
    expectStated('ludo', ['2 ', ' 4 ']);
  });

  it('teen patti: 3 to 6 players, 3 cards, blind up to 2×, seen 2–4×, sideshow double', () => {
    expect(get('teenpatti').constants).toMatchObject({
      players: { min: 3, max: 6 },
      handCards: 3,
      blindBetMaxTimesStake: 2,
      seenBetTimesStake: { min: 2, max: 4 },
      sideshowCostTimesStake: 2,
    });
    expectStated('teenpatti', ['3 ', ' 6 ']);
  });

  it('tambola: numbers 1 to 90, 15 per ticket', () => {
    expect(get('tambola').constants).toMatchObject({ numbers: { min: 1, max: 90 }, numbersPerTicket: 15 });
    expectStated('tambola', ['1 ', '90', '15']);
  });

  it('tambola: tickets, calls, prizes as shares, claims, auto-claim, sharing and fairness, in both languages', () => {
    // What a player must know before buying (issue 23), in the words of each language's room.
    const topics = {
      en: [
        `1 to ${TAMBOLA_MAX_TICKETS}`,
        'called every few seconds',
        'share of',
        'house commission',
        'Claim button',
        'Auto-claim',
        'shares it equally',
        'not paid',
        'SHA-256',
        'verify page',
      ],
      hd: [
        `1 से ${TAMBOLA_MAX_TICKETS}`,
        'हर कुछ सेकंड',
        'हिस्सा',
        'हाउस कमीशन',
        'क्लेम बटन',
        'ऑटो-क्लेम',
        'बराबर बाँटते',
        'नहीं दिया जाता',
        'SHA-256',
        'सत्यापन पेज',
      ],
    };
    const record = get('tambola');
    for (const topic of topics.en) expect(text(record), `tambola (en): ${topic}`).toContain(topic);
    for (const topic of topics.hd) expect(text(record.hd), `tambola (hd): ${topic}`).toContain(topic);
  });

  it('dragon tiger: 12 percent on a tie, 6 or 8 decks', () => {
    expect(get('dragon-tiger').constants).toMatchObject({ tieHousePercent: 12, decks: [6, 8] });
    expectStated('dragon-tiger', ['12', '6 ', ' 8 ']);
  });

  it('call break: 4 players, target 300, 13 cards, 1/2/4 rounds, 0.1 per extra trick, bid 1–13', () => {
    expect(get('call-break').constants).toMatchObject({
      players: { min: 4, max: 4 },
      targetPoints: 300,
      handCards: 13,
      roundVersions: [1, 2, 4],
      extraTrickPoints: 0.1,
      trump: 'spades',
      bid: { min: 1, max: 13 },
    });
    expectStated('call-break', ['4 ', '300', '13', '1, 2 ', '0.1', '1 ']);
  });

  it('baccarat: naturals 8 or 9', () => {
    expect(get('baccarat').constants).toMatchObject({ naturals: [8, 9] });
    expectStated('baccarat', ['8 ', ' 9']);
  });

  it('fortune wheel: 15 s, 3 s, 10 s, 24 wedges, toss-up 1000, vowel 250, picks 7/9/10', () => {
    expect(get('fortune-wheel').constants).toMatchObject({
      minimumAge: 18,
      presenceCheckSeconds: 15,
      turnTimerSeconds: 3,
      bonusSolveSeconds: 10,
      bonusWedges: 24,
      tossUpPoints: 1000,
      vowelCost: 250,
      picks: { onstage: 7, alternates: 9, audience: 10 },
      contestantsPerTable: 3,
      entryFee: 0,
    });
    expectStated('fortune-wheel', ['18', '15', '3 ', '10 ', '24', '1000', '250', '7 ', '9 ']);
  });

  it('fortune wheel: the Indian promotion of issue 24, not a US/Canada TV show', () => {
    const record = get('fortune-wheel');
    for (const phrase of ['free promotion', 'bonus money', 'promotions budget', 'Register once per show'])
      expect(text(record), phrase).toContain(phrase);
    for (const phrase of ['मुफ़्त प्रमोशन', 'बोनस राशि', 'प्रमोशन बजट', 'एक बार पंजीकरण'])
      expect(text(record.hd), phrase).toContain(phrase);
    for (const gone of [/Quebec/i, /Canada/i, /\bUS\b/, /photo ID/i, /studio/i])
      expect(text(record), String(gone)).not.toMatch(gone);
    for (const gone of ['क्यूबेक', 'कनाडा', 'अमेरिका', 'फ़ोटो', 'स्टूडियो'])
      expect(text(record.hd), gone).not.toContain(gone);
  });

  it('european roulette: 37 pockets, every payout, 2.7 percent edge', () => {
    expect(get('european-roulette-timer').constants).toMatchObject({
      pockets: 37,
      houseEdgePercent: 2.7,
      payouts: {
        straight: '35:1',
        split: '17:1',
        street: '11:1',
        corner: '8:1',
        sixLine: '5:1',
        dozen: '2:1',
        column: '2:1',
        evenMoney: '1:1',
      },
    });
    expectStated('european-roulette-timer', [
      '37',
      '35:1',
      '17:1',
      '11:1',
      '8:1',
      '5:1',
      '2:1',
      '1:1',
      '2.7',
    ]);
  });

  it('color prediction: 1 minute = 45 + 15 s, 1440 a day, 2 percent fee, every payout on 98', () => {
    expect(get('color-prediction').constants).toMatchObject({
      issueSeconds: 60,
      orderSeconds: 45,
      drawWaitSeconds: 15,
      issuesPerDay: 1440,
      serviceFeePercent: 2,
      example: { stake: 100, contract: 98 },
      payoutsOn98: {
        greenOn1379: 196,
        greenOn5: 147,
        redOn2468: 196,
        redOn0: 147,
        violetOn0or5: 441,
        number: 882,
        big: 196,
        small: 196,
      },
    });
    expectStated('color-prediction', [
      '45',
      '15',
      '1440',
      '2 ',
      '100',
      '98',
      '196',
      '147',
      '441',
      '882',
      '5-9',
      '0-4',
    ]);
  });

  it('the catalog games of issue 18 state their figures in both languages', () => {
    expectStated('american-roulette', ['38', '5.26', '7.89', '35:1', '6:1', '2:1', '1:1']);
    expect(get('american-roulette').constants).toMatchObject({ pockets: 38, houseEdgePercent: 5.26 });
    expectStated('mini-roulette', ['13', '7.69', '11:1', '5:1', '3:1', '2:1']);
    expect(get('mini-roulette').constants).toMatchObject({ pockets: 13, houseEdgePercent: 7.69 });
    expectStated('blackjack', ['21', '3:2', '2:1', '17', '6 ', ' 8 ']);
    expectStated('andar-bahar', ['52', '0.9:1', '1:1']);
    expectStated('sic-bo', ['4 ', '10', '11', '17', '30:1', '150:1', '50:1']);
    expectStated('32-cards', ['32', '8, 9, 10', '11', '13']);
    expectStated('keno', ['80', '20', '1 ', '10']);
    expectStated('dice', ['0.00', '99.99', '99', '1 ']);
    expectStated('plinko', ['8 ', '16']);
    expectStated('crash', ['1.00x']);
    expectStated('carrom', ['9 ']);
    expectStated('pool-8-ball', ['15', '1 ', '7', '9 ', '8 ']);
  });

  it('mines, zoo roulette and aviator carry their standard rules', () => {
    expect(get('mines').constants).toMatchObject({ tiles: 25, mines: { min: 1, max: 24 } });
    expectStated('mines', ['25', '1 ', '24']);
    expect(get('zoo-roullete').constants).toMatchObject({ sectors: 50, rtpPercent: 96 });
    expectStated('zoo-roullete', ['50', '24x', '12x', '8x', '4x', '2x', '36x', 'RTP 96 %']);
    expectStated('aviator', ['1.00x', '2 ']);
  });
});
