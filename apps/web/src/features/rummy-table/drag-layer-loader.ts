import { useEffect, useSyncExternalStore } from 'react';
import { afterContent } from '@/lib/page-content';

// dnd-kit (~16 KB gzip) was most of the rummy board's code and is no part of its first paint: the drag
// layer is asked for once the board's content is up (`afterContent`), or at once when the player presses
// a card before that (issue 19: the table's JS before LCP).

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the drag layer now (every board on the page renders it from then on). */
export function requestDragLayer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the board should render its drag layer: after the page's content, or once asked for. */
export function useDragLayerWanted(): boolean {
  const now = useSyncExternalStore(subscribe, () => wanted);
  useEffect(() => (now ? undefined : afterContent(requestDragLayer)), [now]);
  return now;
}
