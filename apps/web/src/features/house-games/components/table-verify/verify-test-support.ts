import { commitmentOf } from '@khelo/games/fair';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enGames from '../../../../../public/locales/en/games.json';
import hdGames from '../../../../../public/locales/hd/games.json';

// The table-hand checks' tests (/provably-fair?hand=…): a hand's fairness answer as the API gives it, the
// fairness call stubbed, and the page rendered with the games texts in English and Hindi.

export const CLIENT_SEED = 'table-client-seed';

export interface HandFairness {
  handId: string;
  game: string;
  handNo: number;
  seed: string;
  seats: number[];
  options: Record<string, unknown>;
}

/** The fairness answer of the hand (nonce = hand number), with `overrides` on top. */
export function fairnessOf(hand: HandFairness, overrides: Record<string, unknown> = {}) {
  return {
    status: 1,
    message: 'Hand fairness',
    hand_id: hand.handId,
    game: hand.game,
    hand_no: hand.handNo,
    hand_status: 'settled',
    server_seed_hash: commitmentOf(hand.seed),
    server_seed: hand.seed,
    client_seed: CLIENT_SEED,
    nonce: String(hand.handNo),
    seats: hand.seats,
    options: hand.options,
    ...overrides,
  };
}

export function renderVerify(path: string) {
  const view = renderApp(path);
  view.i18n.addResourceBundle('en', 'games', enGames);
  view.i18n.addResourceBundle('hd', 'games', hdGames);
  return view;
}

/** Stubs the hand's fairness call and opens /provably-fair on it. */
export function openHand(hand: HandFairness, overrides: Record<string, unknown> = {}) {
  stubApi({ [`api/tables/hands/${hand.handId}/fairness`]: () => ({ body: fairnessOf(hand, overrides) }) });
  return renderVerify(`/provably-fair?hand=${hand.handId}`);
}
