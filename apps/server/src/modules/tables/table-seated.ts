import type { Committed, RuntimeDeps } from './table-commit';
import { commitChange, lockedTable } from './table-commit';

// A table opened with its players by another module rather than by matchmaking (an offer marked
// `seatedOnly`: a Fortune Wheel show seats the contestants its draw picked). One transaction: the table, each
// player's seat and join, in seat order; from then on the runtime plays it like any other (start rule, deals,
// deadlines, moves, sockets). The engine options are the caller's (a show's puzzle set), not the offer's.
// With the caller's own `tableId`, opening again answers the table opened before: a caller that died before
// saving the id (or a second process doing the same step) finds the table instead of opening a stray one.

export interface SeatedTableInput {
  offerId: string;
  options: unknown;
  playerIds: string[];
  /** The table's id, chosen by the caller so that the open can be repeated; a new random id without it. */
  tableId?: string;
}

export async function openSeatedTable(
  deps: RuntimeDeps,
  input: SeatedTableInput,
): Promise<{ tableId: string; committed: Committed[] }> {
  let found = null;
  for (const adapter of deps.adapters.values()) {
    const offer = adapter.offer(input.offerId);
    if (offer) found = { adapter, offer };
  }
  if (!found?.offer.seatedOnly) throw new RangeError(`${input.offerId} is not an offer for seated tables`);
  const { adapter, offer } = found;
  if (input.playerIds.length === 0 || input.playerIds.length > offer.seats)
    throw new RangeError(`a table of ${offer.seats} seats cannot take ${input.playerIds.length} players`);
  return deps.repository.transaction(async (tx) => {
    if (input.tableId && (await deps.repository.lockTable(tx, input.tableId)))
      return { tableId: input.tableId, committed: [] };
    const table = await deps.repository.insertTable(tx, {
      ...(input.tableId ? { id: input.tableId } : {}),
      game: adapter.id,
      offerId: offer.offerId,
      mode: offer.mode,
      options: input.options,
      seats: offer.seats,
      stakePaise: offer.stakePaise,
      status: 'open',
      state: adapter.engine.newMatch(input.options, []),
      createdAt: deps.now(),
      updatedAt: deps.now(),
    });
    const committed: Committed[] = [];
    for (const [seat, playerId] of input.playerIds.entries()) {
      const player = await deps.repository.lockPlayer(tx, playerId);
      if (!player) throw new RangeError(`no player ${playerId}`);
      const locked = await lockedTable(deps, tx, (await deps.repository.lockTable(tx, table.id))!);
      const joined = adapter.engine.join(locked.table.state, seat);
      if (!joined.ok) throw new Error(`table ${table.id}: seat ${seat} refused: ${joined.reason}`);
      const seatRow = await deps.repository.insertSeat(tx, {
        tableId: table.id,
        seat,
        playerId,
        isBot: false,
        name: player.displayName,
        extraMs: 0,
        ip: null,
        deviceId: null,
        joinedAt: deps.now(),
      });
      locked.seats = [...locked.seats, seatRow];
      committed.push(
        await commitChange(deps, tx, locked, locked.table.state, joined.state, joined.events, [
          {
            kind: 'join',
            seat,
            actor: 'player',
            body: { name: player.displayName, seated_by: offer.offerId },
          },
        ]),
      );
    }
    return { tableId: table.id, committed };
  });
}
