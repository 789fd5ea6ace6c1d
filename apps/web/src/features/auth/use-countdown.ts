import { useEffect, useState } from 'react';

/** Whole seconds from now until `deadline` (epoch ms), never below 0. */
export function secondsUntil(deadline: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until `deadline`, re-rendering every second until it reaches 0. Counting against the clock
 * (not by decrementing) keeps it right when the tab was in the background and timers were slowed.
 * The clock is read when the component mounts: give the component a `key` of the deadline so that a new
 * deadline starts from the current time.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return secondsUntil(deadline, now);
}

/** 0:30, 4:05 */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
