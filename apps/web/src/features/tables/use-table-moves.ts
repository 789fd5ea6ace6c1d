import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import type { MoveResult } from '@/lib/tables/table-board';
import { sendTableMove } from './api/table-move';
import { tableStateKey } from './api/table-state';
import type { TableSnapshot } from '@khelo/contracts/tables';

// Sends a board's moves one at a time (a later move waits for the earlier answer, so the server sees them
// in the player's order) and applies each answer's snapshot. A refusal comes back with its reason.

export function useTableMoves(playerId: string | null, token: string | null, tableId: string, t: TFunction) {
  const client = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(
    (move: unknown): Promise<MoveResult> => {
      const run = async (): Promise<MoveResult> => {
        if (!playerId) return { ok: false, message: t('errors.unexpected') };
        const key = tableStateKey(tableId);
        const held = client.getQueryData<TableSnapshot>(key);
        try {
          const snapshot = await sendTableMove({ playerId, token, tableId, move, version: held?.version });
          const now = client.getQueryData<TableSnapshot>(key);
          if (!now || snapshot.version >= now.version) client.setQueryData(key, snapshot);
          return { ok: true };
        } catch (error) {
          // A stale view made the move wrong: fetch the truth.
          if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: key });
          return { ok: false, message: errorMessage(error, t) };
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [client, playerId, token, tableId, t],
  );
}
