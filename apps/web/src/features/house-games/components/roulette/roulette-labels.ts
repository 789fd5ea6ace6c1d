import type { TFunction } from 'i18next';
import { betFromKey, decodeSlip, type RouletteBet } from '@khelo/games/roulette';

// How a roulette bet reads on the table, in the bet list and in /game-history: "17", "Split 1/2",
// "2nd dozen", "Red".

export function betLabel(t: TFunction<'games'>, bet: RouletteBet): string {
  const numbers = bet.numbers.join('/');
  switch (bet.type) {
    case 'straight':
      return t('roulette.straightOn', { number: bet.numbers[0] });
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return t(`roulette.${bet.type}On`, { numbers });
    case 'dozen':
      return t('roulette.dozenN', { index: (bet.numbers[0]! - 1) / 12 + 1 });
    case 'column':
      return t('roulette.columnN', { index: bet.numbers[0] });
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return t(`roulette.${bet.type}`);
  }
}

export function keyLabel(t: TFunction<'games'>, key: string): string {
  const bet = betFromKey(key);
  return bet ? betLabel(t, bet) : key;
}

/** A whole slip ("straight:17*1000,red*500") as "17 · Red". */
export function slipLabel(t: TFunction<'games'>, selection: string): string {
  try {
    return decodeSlip(selection)
      .map((line) => betLabel(t, line.bet))
      .join(' · ');
  } catch {
    return selection;
  }
}
