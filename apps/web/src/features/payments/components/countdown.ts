import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (never below zero), re-rendered every second while running. */
export function useCountdown(until: string | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until || !running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, running]);
  return until ? Math.max(0, Date.parse(until) - now) : 0;
}

/** 7:05 */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
