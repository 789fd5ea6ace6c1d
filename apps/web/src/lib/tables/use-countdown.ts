import { useEffect, useState } from 'react';

/** Milliseconds left until `at` (ISO), ticking `every` ms; null without a time. */
export function useCountdown(at: string | null | undefined, every = 250): number | null {
  const target = at ? new Date(at).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    // The clock may have stood still while there was nothing to count: catch up at once.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [target, every]);
  return target === null ? null : Math.max(0, target - now);
}
