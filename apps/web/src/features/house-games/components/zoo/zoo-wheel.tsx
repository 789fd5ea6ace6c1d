import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOO_ANIMALS, ZOO_SECTORS, ZOO_SHARKS, ZOO_WHEEL, type ZooSector } from '@khelo/games/zoo-roulette';
import { ZooIconShapes } from './zoo-icons';
import { ZooSectorLabel } from './zoo-sector-label';

// The 50-sector wheel in its real order, the gold shark at the top. It turns while the spin runs and
// comes to rest with the winning sector under the marker once the server reveals it. Each animal is drawn
// once in <defs> and placed 50 times with <use>.

const STEP = 360 / ZOO_SECTORS;
const SIZE = 240;
const R = SIZE / 2;
const ICON = 12;
const DRAWN: readonly ZooSector[] = [...ZOO_ANIMALS, ...ZOO_SHARKS];

function slice(index: number): string {
  const a0 = (index * STEP - 90) * (Math.PI / 180);
  const a1 = ((index + 1) * STEP - 90) * (Math.PI / 180);
  const outer = R - 3;
  const inner = R * 0.42;
  const p = (r: number, a: number) => `${R + r * Math.cos(a)} ${R + r * Math.sin(a)}`;
  return `M ${p(inner, a0)} L ${p(outer, a0)} A ${outer} ${outer} 0 0 1 ${p(outer, a1)} L ${p(inner, a1)} A ${inner} ${inner} 0 0 0 ${p(inner, a0)} Z`;
}

/** The wheel's angle with sector `index` centred under the marker, at least `from` plus two turns. */
function restingAngle(index: number, from: number): number {
  const target = -(index + 0.5) * STEP;
  const turns = Math.ceil((from - target) / 360) + 2;
  return target - turns * 360;
}

export function ZooWheel({ spinning, sector }: { spinning: boolean; sector: number | null }) {
  const { t } = useTranslation('games');
  const [angle, setAngle] = useState(() => (sector === null ? 0 : -(sector + 0.5) * STEP));
  const last = useRef(sector);

  useEffect(() => {
    if (sector === null || sector === last.current) return;
    last.current = sector;
    setAngle((current) => restingAngle(sector, -current));
  }, [sector]);

  const won = sector === null ? null : ZOO_WHEEL[sector];
  const ids = useId();
  const iconId = (name: ZooSector) => `${ids}-${name}`;
  return (
    <div className="zoo-wheel" data-testid="zoo-wheel">
      <div className="zoo-wheel__marker" aria-hidden="true" />
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className={`zoo-wheel__disc${spinning ? ' is-spinning' : ''}`}
        style={spinning ? undefined : { transform: `rotate(${angle}deg)` }}
        aria-hidden="true"
      >
        <defs>
          {DRAWN.map((name) => (
            <g key={name} id={iconId(name)}>
              <ZooIconShapes sector={name} />
            </g>
          ))}
        </defs>
        <circle cx={R} cy={R} r={R - 1} className="zoo-wheel__rim" />
        {ZOO_WHEEL.map((name, index) => (
          <g key={index}>
            <path d={slice(index)} className={`zoo-wheel__sector zoo-sector--${name}`} />
            <use
              href={`#${iconId(name)}`}
              transform={`rotate(${(index + 0.5) * STEP} ${R} ${R}) translate(${R - ICON / 2} 6) scale(${ICON / 24})`}
            />
          </g>
        ))}
        <circle cx={R} cy={R} r={R * 0.4} className="zoo-wheel__hub" />
      </svg>
      <div className="zoo-wheel__result" aria-live="polite" data-testid="zoo-result">
        {spinning ? (
          <span className="zoo-wheel__spinning">{t('zoo.spinning')}</span>
        ) : won ? (
          <span className={`zoo-result zoo-sector--${won}`}>
            <ZooSectorLabel index={sector} />
          </span>
        ) : null}
      </div>
    </div>
  );
}
