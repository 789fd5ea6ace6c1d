import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/lib/tables/use-countdown';

/**
 * The ring around the seat whose turn it is. It empties as the turn runs out; once the turn's own time is
 * spent the player is on their extra-time bank and the ring turns amber. The bank left shows under it.
 */
export function TurnTimer({
  at,
  extraMs,
  extraUsedMs = 0,
  children,
}: {
  at: string;
  /** The seat's extra-time bank left at the start of this wait. */
  extraMs: number;
  extraUsedMs?: number | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('tables');
  const left = useCountdown(at, 200) ?? 0;
  // The full length of this wait: how long was left when we first saw it.
  const [started, setStarted] = useState({ at, total: Math.max(left, 1) });
  if (started.at !== at) setStarted({ at, total: Math.max(left, 1) });
  const total = started.at === at ? started.total : Math.max(left, 1);
  const bank = Math.max(0, extraMs - extraUsedMs);
  const onBank = bank > 0 && left <= bank && total > bank;
  const fraction = Math.min(1, left / total);
  const radius = 46;
  const circumference = 2 * Math.PI * radius;
  const seconds = Math.ceil(left / 1000);
  return (
    <span
      className={`turn-timer${onBank ? ' turn-timer--extra' : ''}${seconds <= 5 ? ' turn-timer--late' : ''}`}
      role="timer"
      aria-label={t(onBank ? 'timer.extraLeft' : 'timer.left', { seconds })}
    >
      <svg className="turn-timer__ring" viewBox="0 0 100 100" aria-hidden="true">
        <circle className="turn-timer__track" cx="50" cy="50" r={radius} />
        <circle
          className="turn-timer__arc"
          cx="50"
          cy="50"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      {children}
      <span className="turn-timer__seconds" aria-hidden="true">
        {seconds}
      </span>
    </span>
  );
}
