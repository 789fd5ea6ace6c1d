import { useEffect, useRef } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { HouseBet, HouseEvent, HouseGameState } from '@khelo/contracts/house-games';
import { openSocketAfter } from '@/lib/lazy-socket';
import { afterContent } from '@/lib/page-content';
import { houseStateKey } from './api/house-state';
import { joinHouseRoom } from './join-house-room';
import { shownBets } from './shown-bets';

// Keeps a house game's state live: joins the game's socket.io room and applies what changed to the
// cached state; a new or finished round refetches (recent results, bets of the next round). Also tracks
// the offset between the server clock and this device's, so countdowns and the flight follow the server.

function upsertBet(bets: HouseBet[], bet: HouseBet): HouseBet[] {
  const index = bets.findIndex((item) => item.bet_id === bet.bet_id);
  if (index === -1) return [...bets, bet];
  const next = [...bets];
  next[index] = { ...bet, mine: bets[index]!.mine ?? bet.mine };
  return next;
}

/** Applies a room event to the cached state (and keeps the server clock's offset). */
function applyEvent(client: QueryClient, gameCode: string, offset: { current: number }) {
  const key = houseStateKey(gameCode);
  return (event: HouseEvent) => {
    if (event.game_code !== gameCode) return;
    offset.current = new Date(event.server_time).getTime() - Date.now();
    const state = client.getQueryData<HouseGameState>(key);
    if (!state) return;
    if (event.round) {
      const sameRound = state.round?.round_id === event.round.round_id;
      if (!sameRound || event.kind === 'settled') void client.invalidateQueries({ queryKey: key });
      client.setQueryData<HouseGameState>(key, {
        ...state,
        round: event.round,
        bets: sameRound ? state.bets : [],
        bet_count: sameRound ? state.bet_count : 0,
      });
      return;
    }
    // New bets come as a group (those entering the room's shown list, with the round's count), cash-outs
    // as the tick's; the list is cut back to what the room shows.
    const roundId = state.round?.round_id;
    const current = [...(event.bets ?? []), ...(event.bet ? [event.bet] : [])].filter(
      (bet) => bet.round_id === roundId,
    );
    // Counts from several processes' ticks may arrive out of order; a round's count only grows.
    const count = event.round_id === roundId ? event.bet_count : undefined;
    if (current.length === 0 && count === undefined) return;
    client.setQueryData<HouseGameState>(key, {
      ...state,
      bets: shownBets(current.reduce(upsertBet, state.bets)),
      ...(count === undefined ? {} : { bet_count: Math.max(state.bet_count ?? 0, count) }),
    });
  };
}

export function useHouseLive(gameCode: string, serverTime: string | undefined) {
  const client = useQueryClient();
  const offset = useRef(0);

  useEffect(() => {
    if (serverTime) offset.current = new Date(serverTime).getTime() - Date.now();
  }, [serverTime]);

  // The socket opens once the state has come and the game's content has painted (afterContent: the crash
  // game's multiplier, its LCP, grows in after the first frame), so socket.io-client's download does not
  // compete with it (ADR 039); the join reads the state again, so what the room said meanwhile is not lost.
  const loaded = serverTime !== undefined;
  useEffect(() => {
    if (!loaded) return undefined;
    return openSocketAfter(afterContent, (socket) => {
      const key = houseStateKey(gameCode);
      const onEvent = applyEvent(client, gameCode, offset);
      return joinHouseRoom(socket, { gameCode, event: 'house_event', onEvent, client, refetch: key });
    });
  }, [client, gameCode, loaded]);

  return { serverNow: () => Date.now() + offset.current };
}

/** Re-renders every animation frame while `active`. */
export function useAnimationFrame(active: boolean, onFrame: () => void) {
  const callback = useRef(onFrame);
  useEffect(() => {
    callback.current = onFrame;
  });
  useEffect(() => {
    if (!active) return;
    let frame = requestAnimationFrame(function tick() {
      callback.current();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
}
