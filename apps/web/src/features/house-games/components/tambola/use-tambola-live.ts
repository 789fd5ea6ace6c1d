import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TAMBOLA_GAME_CODE, type TambolaEvent } from '@khelo/contracts/house-tambola';
import type { LaunchMode } from '@khelo/contracts/practice';
import { createSocket } from '@/lib/socket';
import { houseStateKey } from '../../api/house-state';

// Keeps the room live: every call, claim or prize of the viewer's mode refetches the state (it carries the
// viewer's own tickets, which no broadcast may). `onCall` hears each new number (spoken numbers).

export function useTambolaLive(mode: LaunchMode, onCall: (number: number) => void) {
  const client = useQueryClient();
  useEffect(() => {
    const socket = createSocket();
    const onEvent = (event: TambolaEvent) => {
      if (event.mode !== mode) return;
      if (event.kind === 'call' && event.number !== undefined) onCall(event.number);
      void client.invalidateQueries({ queryKey: houseStateKey(TAMBOLA_GAME_CODE) });
    };
    const join = () => socket.emit('house_join', { game_code: TAMBOLA_GAME_CODE });
    socket.on('connect', join);
    socket.on('tambola_event', onEvent);
    socket.connect();
    return () => {
      socket.emit('house_leave', { game_code: TAMBOLA_GAME_CODE });
      socket.off('tambola_event', onEvent);
      socket.disconnect();
    };
  }, [client, mode, onCall]);
}
