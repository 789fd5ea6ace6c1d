import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TAMBOLA_GAME_CODE, type TambolaEvent } from '@khelo/contracts/house-tambola';
import type { LaunchMode } from '@khelo/contracts/practice';
import { createSocket } from '@/lib/socket';
import { houseStateKey } from '../../api/house-state';
import { joinHouseRoom } from '../../join-house-room';

// Keeps the room live: every call, claim or prize of the viewer's mode, and every (re)join, refetches the
// state (it carries the viewer's own tickets, which no broadcast may). `onCall` hears each new number.

export function useTambolaLive(mode: LaunchMode, onCall: (number: number) => void) {
  const client = useQueryClient();
  useEffect(() => {
    const socket = createSocket();
    const onEvent = (event: TambolaEvent) => {
      if (event.mode !== mode) return;
      if (event.kind === 'call' && event.number !== undefined) onCall(event.number);
      void client.invalidateQueries({ queryKey: houseStateKey(TAMBOLA_GAME_CODE) });
    };
    return joinHouseRoom(socket, {
      gameCode: TAMBOLA_GAME_CODE,
      event: 'tambola_event',
      onEvent,
      client,
      refetch: houseStateKey(TAMBOLA_GAME_CODE),
    });
  }, [client, mode, onCall]);
}
