import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@khelo/contracts/house-games';
import { multiplierAt } from '@khelo/games/crash';
import { useAnimationFrame } from '../use-house-live';
import { CountdownRing } from './countdown-ring';

// The flight: a rising curve and the multiplier while the round runs (from the server's take-off time and
// clock offset), the betting countdown before it, and where it flew away after the crash.

const WIDTH = 600;
const HEIGHT = 300;

function curvePath(elapsedMs: number, growth: number): { path: string; tipX: number; tipY: number } {
  const seconds = Math.max(elapsedMs / 1000, 0.001);
  const maxSeconds = Math.max(8, seconds * 1.15);
  const peak = Math.max(2, Math.exp(growth * seconds) * 1.15);
  const points: string[] = [];
  const steps = 48;
  let tipX = 0;
  let tipY = HEIGHT;
  for (let step = 0; step <= steps; step++) {
    const t = (seconds * step) / steps;
    const x = (t / maxSeconds) * WIDTH;
    const y = HEIGHT - ((Math.exp(growth * t) - 1) / (peak - 1)) * HEIGHT;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    tipX = x;
    tipY = y;
  }
  return { path: `M0,${HEIGHT} L${points.join(' L')}`, tipX, tipY };
}

export interface FlightStageProps {
  round: HouseRound | null;
  growth: number;
  bettingMs: number;
  serverNow: () => number;
}

export function FlightStage({ round, growth, bettingMs, serverNow }: FlightStageProps) {
  const { t } = useTranslation('games');
  const [now, setNow] = useState(() => serverNow());
  const phase = round?.phase ?? 'settled';
  useAnimationFrame(phase === 'betting' || phase === 'running', () => setNow(serverNow()));

  const startsAt = round ? new Date(round.starts_at).getTime() : 0;
  const elapsed = phase === 'running' ? Math.max(0, now - startsAt) : 0;
  const multiplier = phase === 'running' ? multiplierAt(elapsed, growth) / 100 : (round?.result ?? 1);
  const crashedAt = round?.ends_at ? new Date(round.ends_at).getTime() - startsAt : 0;
  const curve = curvePath(phase === 'running' ? elapsed : crashedAt, growth);
  const over = phase === 'settled' || phase === 'void';

  return (
    <div className={`flight flight--${phase}`} data-testid="flight" data-phase={phase}>
      <svg
        className="flight__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="flight-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#f43f5e" stopOpacity="0.55" />
            <stop offset="100%" stopColor="#f43f5e" stopOpacity="0.02" />
          </linearGradient>
        </defs>
        {phase !== 'betting' && (
          <>
            <path d={`${curve.path} L${curve.tipX},${HEIGHT} Z`} fill="url(#flight-fill)" />
            <path d={curve.path} className="flight__line" />
          </>
        )}
      </svg>
      {phase === 'running' && (
        <span
          className="flight__plane"
          aria-hidden="true"
          // Kept inside the stage: at take-off the tip is the bottom-left corner, which clipped the plane.
          style={{
            left: `clamp(1rem, ${(curve.tipX / WIDTH) * 100}%, calc(100% - 1.5rem))`,
            top: `clamp(1.75rem, ${(curve.tipY / HEIGHT) * 100}%, calc(100% - 0.75rem))`,
          }}
        >
          ✈
        </span>
      )}
      <div className="flight__center">
        {phase === 'betting' && round ? (
          <>
            <CountdownRing
              msLeft={new Date(round.betting_closes_at).getTime() - now}
              totalMs={bettingMs}
              label={t('crash.nextRoundIn')}
            />
            <p className="flight__caption">{t('crash.placeBets')}</p>
          </>
        ) : (
          <>
            {over && (
              <p className="flight__caption flight__caption--away">
                {t(phase === 'void' ? 'crash.void' : 'crash.flewAway')}
              </p>
            )}
            <p
              className={`flight__multiplier${over ? ' flight__multiplier--crashed' : ''}`}
              data-testid="multiplier"
            >
              {multiplier.toFixed(2)}x
            </p>
            {!round && <p className="flight__caption">{t('crash.waiting')}</p>}
          </>
        )}
      </div>
    </div>
  );
}
