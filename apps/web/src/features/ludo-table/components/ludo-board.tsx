import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalMove, LudoMove, LudoView } from '@khelo/games/ludo/state';
import type { BoardProps } from '@/lib/tables/table-board';
import { cellOf, rotationFor } from '../board-geometry';
import { COLOUR_HEX, seatName } from '../colours';
import { useSteppedTokens } from '../use-stepped-tokens';
import { BoardGrid } from './board-grid';
import { LudoDice } from './ludo-dice';
import { TimedPanel } from './timed-panel';
import '../ludo.css';

// The Ludo board: the 15 × 15 board turned so that my colour is at the bottom left, the tokens walking
// square by square, my legal moves glowing (tap the token or the square it would land on), and under the
// board the dice with a big roll button for the thumb, and the line of what the table waits for.

const pct = (value: number) => `${((value + 0.5) / 15) * 100}%`;

export function LudoBoard({ view, mySeat, seats, send, clockEndsAt }: BoardProps<LudoView, LudoMove>) {
  const { t } = useTranslation('ludo');
  const [busy, setBusy] = useState(false);
  const shown = useSteppedTokens(view.players);
  const me = view.players.find((player) => player.seat === mySeat) ?? null;
  const myTurn = mySeat !== null && view.toAct === mySeat && view.phase === 'playing';
  const rolling = myTurn && view.step === 'roll';
  const legal: LegalMove[] = myTurn && view.step === 'move' ? (view.legal ?? []) : [];
  const legalTokens = new Map(legal.map((move) => [move.token, move]));

  const act = async (move: LudoMove) => {
    if (busy) return;
    setBusy(true);
    await send(move);
    setBusy(false);
  };

  let status: string;
  const dice = view.dice ?? view.lastRoll?.dice ?? 0;
  if (view.phase === 'between-hands') status = t('status.waiting');
  else if (view.phase !== 'playing') status = t('status.over');
  else if (rolling) status = t('status.yourRoll');
  else if (myTurn) status = t('status.yourMove', { dice });
  else if (view.step === 'roll') status = t('status.theirRoll', { name: seatName(seats, view.toAct, t) });
  else status = t('status.theirMove', { name: seatName(seats, view.toAct, t), dice });

  // Tokens sharing a cell fan out a little so that each stays tappable.
  const placed = view.players
    .filter((player) => !player.out)
    .flatMap((player) =>
      (shown[player.seat] ?? player.tokens).map((position, token) => ({
        player,
        token,
        position,
        cell: cellOf(player.colour, position, token),
      })),
    );
  const crowd = new Map<string, number>();
  const offsets = placed.map((entry) => {
    const key = entry.cell.join(',');
    const index = crowd.get(key) ?? 0;
    crowd.set(key, index + 1);
    return index;
  });

  return (
    <div className="ludo">
      <div className="ludo__frame">
        <div
          className="ludo__board"
          style={{ transform: `rotate(${rotationFor(me?.colour ?? 0)}deg)` }}
          role="group"
          aria-label={t('board')}
          data-testid="ludo-board"
        >
          <BoardGrid />
          {legal.map((move) => {
            const [row, col] = cellOf(me!.colour, move.to, move.token);
            return (
              <button
                key={`target-${move.token}`}
                type="button"
                className="ludo-target"
                style={{ left: pct(col), top: pct(row) }}
                aria-label={t('target')}
                data-testid="ludo-target"
                disabled={busy}
                onClick={() => void act({ type: 'move', token: move.token })}
              />
            );
          })}
          {placed.map(({ player, token, position, cell }, index) => {
            const can = player.seat === mySeat && legalTokens.has(token);
            const shift = offsets[index]! * 0.18;
            return (
              <button
                key={`${player.seat}-${token}`}
                type="button"
                className={`ludo-token${can ? ' ludo-token--legal' : ''}${player.seat === mySeat ? ' ludo-token--mine' : ''}`}
                style={{
                  left: pct(cell[1] + shift),
                  top: pct(cell[0] - shift),
                  background: COLOUR_HEX[player.colour],
                }}
                aria-label={t('token', { colour: t(`colour.${player.colour}`), n: token + 1 })}
                aria-disabled={!can}
                data-testid={can ? 'ludo-token-legal' : 'ludo-token'}
                data-seat={player.seat}
                data-position={position}
                onClick={() => (can && !busy ? void act({ type: 'move', token }) : undefined)}
              />
            );
          })}
        </div>
      </div>
      <p
        className={`turn-status${myTurn ? ' turn-status--mine' : ''}`}
        role="status"
        data-testid="turn-status"
      >
        {status}
      </p>
      <div className="ludo__controls">
        <LudoDice
          value={view.dice ?? view.lastRoll?.dice ?? null}
          rollKey={
            view.lastRoll ? `${view.lastRoll.seat}:${view.lastRoll.dice}:${view.toAct}:${view.step}` : ''
          }
          rolling={busy && rolling}
        />
        <button
          type="button"
          className="ludo-roll"
          disabled={!rolling || busy}
          onClick={() => void act({ type: 'roll' })}
          data-testid="ludo-roll"
        >
          {busy && rolling ? t('rolling') : t('roll')}
        </button>
      </div>
      {view.mode === 'timed' ? <TimedPanel view={view} seats={seats} clockEndsAt={clockEndsAt} /> : null}
    </div>
  );
}
