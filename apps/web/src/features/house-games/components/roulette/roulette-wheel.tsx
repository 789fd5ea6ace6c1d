import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pocketColor, WHEEL_ORDER } from '@khelo/games/roulette';

// The wheel in its real pocket order. It turns while the ball runs (phase "running") and comes to rest
// with the winning pocket under the marker once the server reveals it.

const STEP = 360 / WHEEL_ORDER.length;
const SIZE = 220;
const R = SIZE / 2;

function sector(index: number): string {
  const a0 = ((index - 0.5) * STEP - 90) * (Math.PI / 180);
  const a1 = ((index + 0.5) * STEP - 90) * (Math.PI / 180);
  const outer = R - 4;
  const inner = R * 0.58;
  const p = (r: number, a: number) => `${R + r * Math.cos(a)} ${R + r * Math.sin(a)}`;
  return `M ${p(inner, a0)} L ${p(outer, a0)} A ${outer} ${outer} 0 0 1 ${p(outer, a1)} L ${p(inner, a1)} A ${inner} ${inner} 0 0 0 ${p(inner, a0)} Z`;
}

export interface RouletteWheelProps {
  spinning: boolean;
  /** The pocket to rest on (the last result), null before any. */
  pocket: number | null;
}

export function RouletteWheel({ spinning, pocket }: RouletteWheelProps) {
  const { t } = useTranslation('games');
  const [angle, setAngle] = useState(() =>
    pocket === null ? 0 : -WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]) * STEP,
  );
  const last = useRef(pocket);

  useEffect(() => {
    if (pocket === null || pocket === last.current) return;
    last.current = pocket;
    const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
    // Two more turns, then stop with the pocket at the top.
    setAngle((current) => {
      const turns = Math.ceil(-current / 360) + 2;
      return -(turns * 360 + index * STEP);
    });
  }, [pocket]);

  return (
    <div className="roulette-wheel" data-testid="roulette-wheel">
      <div className="roulette-wheel__marker" aria-hidden="true" />
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className={`roulette-wheel__disc${spinning ? ' is-spinning' : ''}`}
        style={spinning ? undefined : { transform: `rotate(${angle}deg)` }}
        aria-hidden="true"
      >
        <circle cx={R} cy={R} r={R - 1} className="roulette-wheel__rim" />
        {WHEEL_ORDER.map((n, index) => (
          <g key={n}>
            <path
              d={sector(index)}
              className={`roulette-wheel__pocket roulette-wheel__pocket--${pocketColor(n)}`}
            />
            <text
              x={R}
              y={15}
              transform={`rotate(${index * STEP} ${R} ${R})`}
              className="roulette-wheel__label"
              textAnchor="middle"
            >
              {n}
            </text>
          </g>
        ))}
        <circle cx={R} cy={R} r={R * 0.56} className="roulette-wheel__hub" />
      </svg>
      <div className="roulette-wheel__result" aria-live="polite" data-testid="roulette-result">
        {spinning ? (
          <span className="roulette-wheel__spinning">{t('roulette.noMoreBets')}</span>
        ) : pocket === null ? null : (
          <span className={`roulette-ball roulette-ball--${pocketColor(pocket)}`}>{pocket}</span>
        )}
      </div>
    </div>
  );
}
