import { useEffect, useState } from 'react';
import { afterLoad } from './after-load';

// A game or table page's LCP is its state's text, painted after the state's fetch and the game's chunk —
// often after the load event (ADR 039). Work that must not compete with that LCP (the player's socket,
// sonner, the Hindi fallback) waits with `afterContent`; the page says when its content is up with
// `<ContentShown />`. A page that never shows it (an error, a relaunch, a navigation away) releases the
// work after CONTENT_WAIT_MS, so a socket or a toast is late at worst, never lost.

export const CONTENT_WAIT_MS = 5_000;
// The game's frames just after its first one are still LCP candidates (the crash game's multiplier and
// plane grow in once the round's clock runs): the held work waits this long after the first.
export const CONTENT_SETTLE_MS = 1_000;

// The pages whose first paint waits on their state (the same paths as public/preload.js).
const TABLE_PAGE = /^\/tables\/[a-z-]+\/[^/]+\/?$/;
export function waitsForState(pathname: string): boolean {
  return pathname.startsWith('/play/') || TABLE_PAGE.test(pathname);
}

let shown = false;
const waiting = new Set<() => void>();

/** A game or table page whose content has not painted yet. */
export function contentPending(): boolean {
  return !shown && waitsForState(window.location.pathname);
}

/** Runs the task once the page's content has painted (at once if it has). */
export function whenContentShown(task: () => void): () => void {
  if (shown) {
    task();
    return () => {};
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

function markShown(): void {
  if (shown) return;
  shown = true;
  for (const task of [...waiting]) task();
  waiting.clear();
}

/** After the load event and idle and, on a game or table page, after its content has painted. */
export function afterContent(task: () => void): () => void {
  let done = false;
  let stop = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    stop();
    task();
  };
  afterLoad(() => {
    if (done) return;
    if (!waitsForState(window.location.pathname)) return run();
    stop = whenContentShown(run);
    if (!done) timer = setTimeout(run, CONTENT_WAIT_MS);
  });
  return () => {
    done = true;
    clearTimeout(timer);
    stop();
  };
}

/** Mounted with a page's main content: marks it shown once the frame that draws it has been painted. */
export function ContentShown(): null {
  useEffect(() => {
    // The effect runs before the paint; a timeout queued from the next frame runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(markShown, CONTENT_SETTLE_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return null;
}

/** Whether the page's content is up (at once on a page that does not wait for its state). */
export function useContentShown(): boolean {
  const [up, setUp] = useState(() => !contentPending());
  useEffect(() => (up ? undefined : whenContentShown(() => setUp(true))), [up]);
  return up;
}

/** Tests only: forget that the content was shown. */
export function resetContentShown(): void {
  shown = false;
  waiting.clear();
}
