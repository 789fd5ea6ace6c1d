import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEEL, WEDGES } from '@khelo/games/fortune-wheel/wheel';

// The 24-wedge wheel as a picture that turns to the round's last stop: each new stop adds whole turns, so
// the wheel always spins forward and comes to rest with the stopped wedge under the pointer at the top.
// Motion is CSS (a transition on the rotation), switched off for players who ask for reduced motion.

const STEP = 360 / WEDGES;
const COLOURS = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];

function wedgePath(index: number): string {
  const from = ((index * STEP - 90 - STEP / 2) * Math.PI) / 180;
  const to = (((index + 1) * STEP - 90 - STEP / 2) * Math.PI) / 180;
  const point = (angle: number) => `${50 + 48 * Math.cos(angle)} ${50 + 48 * Math.sin(angle)}`;
  return `M50 50 L${point(from)} A48 48 0 0 1 ${point(to)} Z`;
}

function fill(index: number): string {
  const wedge = WHEEL[index]!;
  if (wedge.kind === 'bankrupt') return '#111827';
  if (wedge.kind === 'lose-turn') return '#f8fafc';
  return COLOURS[index % COLOURS.length]!;
}

function label(index: number): string {
  const wedge = WHEEL[index]!;
  if (wedge.kind === 'points') return String(wedge.value);
  return wedge.kind === 'bankrupt' ? '✕' : '⟲';
}

/** `stop`: the wedge the wheel rests on (null before the first spin); `spin` changes at every new spin. */
export function SpinningWheel({ stop, spin }: { stop: number | null; spin: string }) {
  const { t } = useTranslation('fortune-wheel');
  const [angle, setAngle] = useState(0);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (stop === null || last.current === spin) return;
    last.current = spin;
    // Turn forward to the next multiple of 360 plus the wedge's place, plus two whole turns for the show.
    setAngle((now) => {
      const rest = (360 - stop * STEP) % 360;
      const base = Math.ceil(now / 360) * 360;
      return base + 720 + rest;
    });
  }, [stop, spin]);
  return (
    <figure className="fw-spinner" data-testid="spinning-wheel" data-stop={stop ?? ''}>
      <span className="fw-spinner__pointer" aria-hidden="true" />
      <svg viewBox="0 0 100 100" role="img" aria-label={t('wheelLabel')}>
        <g className="fw-spinner__disc" style={{ transform: `rotate(${angle}deg)` }}>
          {WHEEL.map((_, index) => (
            <g key={index}>
              <path d={wedgePath(index)} fill={fill(index)} stroke="#fff" strokeWidth="0.4" />
              <text
                x="50"
                y="10"
                transform={`rotate(${index * STEP} 50 50)`}
                textAnchor="middle"
                fontSize="3.6"
                fontWeight="700"
                fill={WHEEL[index]!.kind === 'lose-turn' ? '#111827' : '#fff'}
              >
                {label(index)}
              </text>
            </g>
          ))}
          <circle cx="50" cy="50" r="7" fill="#facc15" stroke="#fff" strokeWidth="1" />
        </g>
      </svg>
      {/* The two wedges without points are symbols on the wheel: say which is which. */}
      <figcaption className="fw-spinner__legend">
        <span>✕ {t('wedge.bankrupt')}</span> <span>⟲ {t('wedge.loseTurn')}</span>
      </figcaption>
    </figure>
  );
}
