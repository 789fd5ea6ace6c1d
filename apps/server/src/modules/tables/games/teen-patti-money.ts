import type { TeenPattiOutcome } from '@khelo/games/teen-patti/state';
import type { PayoutInput, TablePayout } from './adapter';
import { rakeBasisPoints, rakeOf } from './rummy-money';

// What a Teen Patti hand pays, in paise (practice: chip hundredths), from the engine's outcome. The pot is
// every seat's boot and bets (what the runtime collected for the hand); the winner takes it less the rake,
// winners of a split pot share it (the odd paise one each, in seat order). The rake is the operator's
// percent of the winnings — the pot less the winners' own money — rounded down, as at rummy tables. Cash:
// the payouts and the rake add up to exactly the pot, so the escrow nets to zero.

export function teenPattiPayouts(input: PayoutInput<TeenPattiOutcome, unknown>): TablePayout[] | null {
  const { offer, outcome, payers } = input;
  if (!outcome) return null;
  const pot = BigInt(outcome.pot);
  const own = outcome.seats
    .filter((seat) => outcome.winners.includes(seat.seat))
    .reduce((sum, seat) => sum + BigInt(seat.put), 0n);
  const rake = rakeOf(pot - own, rakeBasisPoints(input.rakePercent));
  const net = pot - rake;
  const winners = [...outcome.winners].sort((a, b) => a - b);
  const share = net / BigInt(winners.length);
  let odd = net - share * BigInt(winners.length);
  const playerOf = new Map(payers.map((payer) => [payer.seat, payer.playerId]));
  const rows: TablePayout[] = [];
  for (const seat of winners) {
    const paise = share + (odd > 0n ? 1n : 0n);
    if (odd > 0n) odd -= 1n;
    const playerId = playerOf.get(seat);
    if (playerId && paise > 0n) rows.push({ seat, playerId, kind: 'payout', paise });
  }
  // A practice bot's winnings (and their rake) stay with the house that staked it: no row.
  const paid = rows[0];
  if (rake > 0n && (offer.mode === 'cash' || paid))
    rows.push({ seat: paid?.seat ?? winners[0]!, playerId: paid?.playerId ?? '', kind: 'rake', paise: rake });
  return rows;
}
