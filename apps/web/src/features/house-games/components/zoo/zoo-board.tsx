import { useTranslation } from 'react-i18next';
import { BEASTS, BIRDS, zooMultiplier, type ZooBet, type ZooSector } from '@khelo/games/zoo-roulette';
import { usePlayMode } from '../../play-mode';
import type { SpotStake } from '../../use-spin-slip';
import { compactAmount } from '../roulette/roulette-chips';
import { ZooIcon } from './zoo-icons';
import { betName, multiplierText } from './zoo-labels';

// The betting board: the two groups, the eight animals (beasts above birds) and the sharks, each a large
// tap target with its multiplier and the chips on it. Colours match the wheel's sectors.

export interface ZooBoardProps {
  stakes: Partial<Record<string, SpotStake>>;
  onBet: (bet: ZooBet) => void;
  disabled: boolean;
  /** The sector shown as the result (winning spots light up), null while betting. */
  winning: number | null;
}

export function ZooBoard({ stakes, onBet, disabled, winning }: ZooBoardProps) {
  const { t } = useTranslation('games');
  const mode = usePlayMode();
  const spot = (bet: ZooBet, kind: 'group' | 'animal' | 'shark') => {
    const stake = stakes[bet];
    const total = (stake?.placed ?? 0) + (stake?.pending ?? 0);
    const wins = winning !== null && zooMultiplier(bet, winning) > 0;
    const icon = bet === 'shark' ? 'gold-shark' : kind === 'animal' ? (bet as ZooSector) : null;
    return (
      <button
        key={bet}
        type="button"
        className={`zoo-spot zoo-spot--${kind} zoo-sector--${bet}${wins ? ' is-winner' : ''}`}
        disabled={disabled}
        onClick={() => onBet(bet)}
        data-testid={`zoo-spot-${bet}`}
        aria-label={`${betName(t, bet)} ${multiplierText(bet)}`}
      >
        {icon && <ZooIcon sector={icon} className="zoo-spot__icon" />}
        <span className="zoo-spot__name">{betName(t, bet)}</span>
        <span className="zoo-spot__pays">{multiplierText(bet)}</span>
        {total > 0 && (
          <span className={`zoo-spot__chip${stake?.pending ? ' is-pending' : ''}`}>
            {compactAmount(total, mode)}
          </span>
        )}
      </button>
    );
  };
  return (
    <section className="zoo-board" aria-label={t('zoo.board')}>
      <div className="zoo-board__groups">
        {spot('beasts', 'group')}
        {spot('birds', 'group')}
      </div>
      <div className="zoo-board__animals">{BEASTS.map((bet) => spot(bet, 'animal'))}</div>
      <div className="zoo-board__animals">{BIRDS.map((bet) => spot(bet, 'animal'))}</div>
      {spot('shark', 'shark')}
    </section>
  );
}
