import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { betKey, checkBet, pocketColor, type RouletteBet } from '@khelo/games/roulette';
import { usePlayMode } from '../../play-mode';
import type { SpotStake } from '../../use-spin-slip';
import { compactAmount } from './roulette-chips';
import { betLabel } from './roulette-labels';
import { boardSize, insideSpots, numberRect, placePoint, railRect } from './roulette-board';

// The betting table: every number, every line and corner between numbers (split, corner, the zero's
// splits and trios), the rail of streets, six lines and the first four, then dozens, columns and the
// even-money bets. A tap adds the selected chip to that bet. Portrait on phones, landscape from 720 px.

export type Stake = SpotStake;

export interface RouletteTableProps {
  horizontal: boolean;
  stakes: Record<string, Stake>;
  onBet: (bet: RouletteBet) => void;
  disabled: boolean;
  winning: number | null;
}

function outside(type: RouletteBet['type'], index?: number): RouletteBet {
  const checked = checkBet({ type, index });
  if (!checked.ok) throw new Error(type);
  return checked.bet;
}

const NUMBERS = Array.from({ length: 37 }, (_, n) => n);
const DOZENS = [1, 2, 3].map((index) => outside('dozen', index));
const COLUMNS = [1, 2, 3].map((index) => outside('column', index));
const EVEN_MONEY = (['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((type) => outside(type));

function ChipBadge({ stake }: { stake: Stake | undefined }) {
  const mode = usePlayMode();
  if (!stake || stake.pending + stake.placed === 0) return null;
  return (
    <span className={`roulette-chip${stake.pending > 0 ? ' roulette-chip--pending' : ''}`} aria-hidden="true">
      {compactAmount(stake.pending + stake.placed, mode)}
    </span>
  );
}

export function RouletteTable({ horizontal, stakes, onBet, disabled, winning }: RouletteTableProps) {
  const { t } = useTranslation('games');
  const spots = useMemo(() => insideSpots().map((spot) => ({ ...spot, key: betKey(spot.bet) })), []);
  const { w, h } = boardSize(horizontal);
  const rail = railRect(horizontal);

  const outsideButton = (bet: RouletteBet, text: string, extra = '') => {
    const key = betKey(bet);
    return (
      <button
        key={key}
        type="button"
        className={`roulette-outside ${extra}${winning !== null && bet.numbers.includes(winning) ? ' is-winning' : ''}`}
        data-bet={key}
        disabled={disabled}
        aria-label={betLabel(t, bet)}
        onClick={() => onBet(bet)}
      >
        {text}
        <ChipBadge stake={stakes[key]} />
      </button>
    );
  };

  return (
    <div className={`roulette-table${horizontal ? ' roulette-table--wide' : ''}`}>
      <div
        className="roulette-board"
        style={{ aspectRatio: horizontal ? `${w * 1.1} / ${h * 1.2}` : `${w * 2.35} / ${h}` }}
        role="group"
        aria-label={t('roulette.table')}
      >
        <span
          className="roulette-rail"
          style={{
            left: `${rail.left}%`,
            top: `${rail.top}%`,
            width: `${rail.width}%`,
            height: `${rail.height}%`,
          }}
          aria-hidden="true"
        />
        {NUMBERS.map((n) => {
          const rect = numberRect(n, horizontal);
          const key = `straight:${n}`;
          return (
            <button
              key={key}
              type="button"
              data-bet={key}
              className={`roulette-number roulette-number--${pocketColor(n)}${winning === n ? ' is-winning' : ''}`}
              style={{
                left: `${rect.left}%`,
                top: `${rect.top}%`,
                width: `${rect.width}%`,
                height: `${rect.height}%`,
              }}
              disabled={disabled}
              aria-label={t('roulette.straightOn', { number: n })}
              onClick={() => onBet({ type: 'straight', numbers: [n] })}
            >
              <span className="roulette-number__label">{n}</span>
              <ChipBadge stake={stakes[key]} />
            </button>
          );
        })}
        {spots.map((spot) => {
          const at = placePoint(spot.x, spot.y, horizontal);
          return (
            <button
              key={spot.key}
              type="button"
              data-bet={spot.key}
              className={`roulette-spot${stakes[spot.key] ? ' has-chip' : ''}`}
              style={{ left: `${at.left}%`, top: `${at.top}%` }}
              disabled={disabled}
              aria-label={betLabel(t, spot.bet)}
              title={betLabel(t, spot.bet)}
              onClick={() => onBet(spot.bet)}
            >
              <ChipBadge stake={stakes[spot.key]} />
            </button>
          );
        })}
      </div>
      <div className="roulette-outsides">
        <div className="roulette-outsides__row">
          {COLUMNS.map((bet, index) => outsideButton(bet, t('roulette.columnShort', { index: index + 1 })))}
        </div>
        <div className="roulette-outsides__row">
          {DOZENS.map((bet, index) => outsideButton(bet, t('roulette.dozenShort', { index: index + 1 })))}
        </div>
        <div className="roulette-outsides__row roulette-outsides__row--six">
          {EVEN_MONEY.map((bet) =>
            outsideButton(bet, t(`roulette.${bet.type}Short`), `roulette-outside--${bet.type}`),
          )}
        </div>
      </div>
    </div>
  );
}
