import type { FortuneShow } from '@khelo/contracts/fortune-wheel';
import { paiseToRupees } from '@khelo/contracts/money';
import type { ShowPicks, ShowRow } from './fortune-wheel.repository';

// Shows as the player and staff see them. The server seed shows only once the show is over.

export function picksOf(show: ShowRow): ShowPicks | null {
  return (show.picks as ShowPicks | null) ?? null;
}

export function roleOf(show: ShowRow, playerId: string, registered: boolean): FortuneShow['role'] {
  if (!registered) return null;
  const picks = picksOf(show);
  if (picks?.onstage.includes(playerId)) return 'onstage';
  if (picks?.alternates.includes(playerId)) return 'alternate';
  if (picks?.audience?.includes(playerId)) return 'audience';
  return 'registered';
}

export function presentShow(show: ShowRow, registrations: number) {
  const round = picksOf(show)?.rounds?.at(-1) ?? null;
  return {
    round: show.status === 'drawn' && round ? round.round : null,
    presence_until: show.status === 'drawn' && round && !round.tableId ? round.presenceUntil : null,
    table_id: show.status === 'drawn' ? (round?.tableId ?? null) : null,
    id: show.id,
    title: show.title,
    language: show.language,
    starts_at: show.startsAt.toISOString(),
    status: show.status,
    seed_hash: show.seedHash,
    server_seed: show.status === 'finished' ? show.serverSeed : null,
    registrations,
    budget: paiseToRupees(show.budgetPaise),
    prizes_paid: paiseToRupees(show.paidPaise),
  };
}

export function presentPlayerShow(
  show: ShowRow,
  registrations: number,
  playerId: string,
  registered: boolean,
  wonPaise = 0n,
): FortuneShow {
  const round = picksOf(show)?.rounds?.at(-1);
  return {
    ...presentShow(show, registrations),
    registered,
    prizes_won: paiseToRupees(wonPaise),
    role: roleOf(show, playerId, registered),
    contestant: show.status === 'drawn' && (round?.contestants.includes(playerId) ?? false),
  };
}

/** Every player a show's draw picked: stage, alternates, audience winners. */
export function pickedPlayers(show: ShowRow): string[] {
  const picks = picksOf(show);
  return [...(picks?.onstage ?? []), ...(picks?.alternates ?? []), ...(picks?.audience ?? [])];
}

/** `names`: display names by player id, fetched once for all the shows listed (pickedPlayers). */
export function presentStaffShow(show: ShowRow, registrations: number, names: Map<string, string>) {
  const picks = picksOf(show);
  return {
    ...presentShow(show, registrations),
    onstage: picks?.onstage ?? [],
    alternates: picks?.alternates ?? [],
    audience: picks?.audience ?? [],
    names: Object.fromEntries(
      pickedPlayers(show).flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [[id, name]];
      }),
    ),
  };
}

/** A row of the promotions budget account: + a funding, − a prize paid out. */
export function presentBudgetEntry(entry: {
  id: number;
  createdAt: Date;
  type: string;
  amount: bigint;
  remarks: string;
}) {
  return {
    id: String(entry.id),
    created_at: entry.createdAt.toISOString(),
    type: entry.type,
    amount: paiseToRupees(entry.amount),
    remarks: entry.remarks,
  };
}
