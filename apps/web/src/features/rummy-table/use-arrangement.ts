import { useCallback, useEffect, useRef, useState } from 'react';
import type { RummyMove } from '@khelo/games/rummy/state';
import type { MoveResult } from '@/lib/tables/table-board';
import { fromGroups, mergeHand, sameArrangement, toGroups, type HandGroup } from './hand-model';

// The hand as the player arranges it. Follows the server's hand (a draw adds a card, a discard takes one,
// a new deal replaces it) without undoing the player's grouping, and tells the server about each new
// arrangement after a short pause ({type:'arrange'}), so a reload — or a meld timeout — keeps it.

export const ARRANGE_DEBOUNCE_MS = 600;

export function useArrangement(
  hand: string[][] | null,
  handNumber: number,
  send: (move: RummyMove) => Promise<MoveResult>,
) {
  const [groups, setGroups] = useState<HandGroup[]>(() => fromGroups(hand ?? []));
  const dealt = useRef(handNumber);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string[][] | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  // Follow the server's hand: a new deal starts over, anything else merges into the player's grouping.
  const serverKey = JSON.stringify(hand);
  useEffect(() => {
    const server = hand ?? [];
    if (dealt.current !== handNumber) {
      dealt.current = handNumber;
      setGroups(fromGroups(server));
      return;
    }
    setGroups((local) => {
      if (sameArrangement(local, server)) return local;
      return mergeHand(local, server);
    });
    // serverKey stands for `hand`'s content; a new array with the same cards must not re-merge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey, handNumber]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) await sendRef.current({ type: 'arrange', groups: next });
  }, []);

  /** The player changed the arrangement: show it now, send it after the pause. */
  const arrange = useCallback(
    (next: HandGroup[]) => {
      setGroups(next);
      pending.current = toGroups(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), ARRANGE_DEBOUNCE_MS);
    },
    [flush],
  );

  // Leaving the page sends what is pending.
  useEffect(() => () => void flush(), [flush]);

  return { groups, arrange, flush };
}
