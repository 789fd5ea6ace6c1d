import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { RummyCard } from '@/components/rummy/rummy-cards';
import type { PokerMove, PokerView } from '@khelo/games/poker/state';
import type { BoardProps } from '@/lib/tables/table-board';
import { chipsText, placeOnOval, seatsFromMine } from '../chips';
import { showdownOf } from '../showdown';
import { HandCard } from './hand-card';
import { ActionBar } from './action-bar';
import { PokerSeat } from './poker-seat';
import { StackPanel } from './stack-panel';
import '../poker.css';

// The poker board: an oval felt with every seat around it (mine at the bottom; a tall oval on a phone),
// the board cards and the pots in the middle, the bets in front of the seats, the dealer button; below it my
// hole cards (only mine ever reach this browser) and the action bar on my turn.

export function PokerBoard({ view, mySeat, seats, send, mode }: BoardProps<PokerView, PokerMove>) {
  const { t, i18n } = useTranslation('poker');
  const [busy, setBusy] = useState(false);
  const money = (chips: number) => chipsText(chips, mode, i18n.language);
  const order = seatsFromMine(view.options.seats, mySeat);
  const act = (move: PokerMove) => {
    setBusy(true);
    void send(move).finally(() => setBusy(false));
  };
  const end = showdownOf(view);
  const nameOf = (seat: number) =>
    seats.find((entry) => entry.seat === seat)?.name ?? t('seatN', { n: seat + 1 });
  const myTurn = mySeat !== null && view.toAct === mySeat && view.phase === 'playing';
  const bets = view.players.reduce((sum, player) => sum + player.bet, 0);
  let status: string;
  if (view.phase !== 'playing') status = t('status.between');
  else if (myTurn) status = t('status.yourTurn');
  else {
    const acting = seats.find((seat) => seat.seat === view.toAct);
    status = acting ? t('status.theirTurn', { name: acting.name }) : t('status.dealing');
  }
  return (
    <div className="pk">
      <div className="pk__felt" data-testid="pk-felt">
        <div className="pk__oval" />
        {order.map((seat, index) => {
          const place = placeOnOval(index, order.length);
          return (
            <PokerSeat
              key={seat}
              view={view}
              seat={seat}
              occupant={seats.find((entry) => entry.seat === seat)}
              mode={mode}
              five={end?.five}
              style={{ left: `${place.left}%`, top: `${place.top}%` }}
            />
          );
        })}
        {/* The pots' chips fly from the middle to each seat that won (CSS; none with reduced motion). */}
        {end?.paid.map((seat) => {
          const place = placeOnOval(order.indexOf(seat), order.length);
          const to = { '--to-left': `${place.left}%`, '--to-top': `${place.top}%` } as CSSProperties;
          return <span key={`${view.handNumber}:${seat}`} className="pk-fly" style={to} aria-hidden="true" />;
        })}
        <div className="pk__middle">
          <div className="pk__board" data-testid="pk-board" aria-label={t('board')}>
            {view.board.map((card) => (
              <HandCard key={card} card={card} five={end?.five} />
            ))}
            {Array.from({ length: Math.max(0, 5 - view.board.length) }, (_, index) => (
              <span key={index} className="pk-slot" />
            ))}
          </div>
          <div className="pk__pots" data-testid="pk-pots">
            {view.pots.length === 0 && bets === 0 ? null : view.pots.length <= 1 ? (
              <span className="pk__pot">{t('pot.total', { amount: money(view.totalPot) })}</span>
            ) : (
              view.pots.map((pot, index) => (
                <span key={index} className="pk__pot">
                  {t(index === 0 ? 'pot.main' : 'pot.side', { n: index })} {money(pot.amount)}
                </span>
              ))
            )}
          </div>
          {end?.winners.map((winner) => (
            <p key={winner.seat} className="pk__winner" data-testid="pk-winning-hand">
              {winner.seat === mySeat
                ? t('showdown.youWin', { hand: t(`hand.${winner.category}`) })
                : t('showdown.wins', { name: nameOf(winner.seat), hand: t(`hand.${winner.category}`) })}
            </p>
          ))}
          <p
            className={`pk__status${myTurn ? ' pk__status--mine' : ''}`}
            role="status"
            data-testid="turn-status"
          >
            {status}
          </p>
        </div>
      </div>
      {view.hole && view.hole.length > 0 ? (
        <div className="pk__hole" aria-label={t('hole')} data-testid="pk-hole">
          {view.hole.map((card) => (
            <RummyCard key={card} card={card} />
          ))}
        </div>
      ) : null}
      {myTurn ? (
        <ActionBar
          key={`${view.handNumber}:${view.street}:${view.currentBet}`}
          view={view}
          mode={mode}
          busy={busy}
          act={act}
        />
      ) : mySeat !== null ? (
        <StackPanel view={view} mode={mode} busy={busy} act={act} />
      ) : null}
    </div>
  );
}
