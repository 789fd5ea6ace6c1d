import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { botBid } from '@khelo/games/call-break/bot';
import type { CallBreakMove, CallBreakView } from '@khelo/games/call-break/state';
import { Button } from '@/components/ui/button';
import type { BoardProps } from '@/lib/tables/table-board';
import { faceOf, seatName } from '../card-face';
import { BidPicker } from './bid-picker';
import { CbCard } from './cb-card';
import { ScoreSheet } from './score-sheet';
import { TrickArea } from './trick-area';
import '../call-break.css';

// The Call Break board: the trick on the felt, the line of what the table waits for, the bid picker on my
// bid, and my hand — legal cards raised, the others dimmed. Tap a card to pick it, tap it again (or Play)
// to play it: thumb-sized on a phone, where the hand wraps into two rows.

export function CallBreakBoard({ view, mySeat, seats, send }: BoardProps<CallBreakView, CallBreakMove>) {
  const { t } = useTranslation('call-break');
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const hand = view.hand ?? [];
  const myTurn = mySeat !== null && view.turn === mySeat && view.phase === 'playing';
  const bidding = myTurn && view.stage === 'bid';
  const playing = myTurn && view.stage === 'play';
  const legal = new Set(view.legal);

  // A pick only lasts while it can be played (my turn, a legal card).
  const chosen = playing && picked !== null && legal.has(picked) ? picked : null;

  const act = async (move: CallBreakMove) => {
    setBusy(true);
    const result = await send(move);
    setBusy(false);
    if (result.ok) setPicked(null);
  };
  const tap = (card: string) => {
    if (!playing || busy || !legal.has(card)) return;
    if (chosen === card) void act({ type: 'play', card });
    else setPicked(card);
  };

  let status: string;
  if (view.phase !== 'playing' || view.stage === 'over') status = t('status.between');
  else if (bidding) status = t('status.yourBid');
  else if (playing) status = chosen ? t('status.tapAgain') : t('status.yourCard');
  else if (view.stage === 'bid') status = t('status.theirBid', { name: seatName(seats, view.turn, t) });
  else status = t('status.theirCard', { name: seatName(seats, view.turn, t) });

  const half = Math.ceil(hand.length / 2);
  const rows = [hand.slice(0, half), hand.slice(half)];
  return (
    <div className="table-board cb">
      <div className="table-felt cb__felt">
        <p className="cb__round">
          {view.roundNumber > 0
            ? t('round', { n: view.roundNumber, rounds: view.options.rounds })
            : t('versionN', { count: view.options.rounds })}
        </p>
        <TrickArea view={view} mySeat={mySeat} seats={seats} />
        <p
          className={`turn-status${myTurn ? ' turn-status--mine' : ''}`}
          role="status"
          data-testid="turn-status"
        >
          {status}
        </p>
        <button
          type="button"
          className="btn btn--ghost btn--sm cb__sheet-btn"
          onClick={() => setSheetOpen(!sheetOpen)}
        >
          {t(sheetOpen ? 'sheet.hide' : 'sheet.show')}
        </button>
      </div>
      {sheetOpen ? <ScoreSheet view={view} seats={seats} /> : null}
      {bidding ? (
        <BidPicker suggested={botBid(hand)} busy={busy} onBid={(bid) => void act({ type: 'bid', bid })} />
      ) : null}
      {hand.length > 0 ? (
        <div className="cb__hand" aria-label={t('hand.label')} data-testid="hand">
          <div className="cb__rows">
            {rows.map((row, index) => (
              <div className="cb__row" key={index}>
                {row.map((card) => {
                  const can = playing && legal.has(card);
                  return (
                    <button
                      key={card}
                      type="button"
                      className={`cb__card${can ? ' cb__card--legal' : ''}${playing && !can ? ' cb__card--dim' : ''}${
                        chosen === card ? ' cb__card--picked' : ''
                      }`}
                      aria-pressed={chosen === card}
                      aria-disabled={!can}
                      data-card={card}
                      onClick={() => tap(card)}
                    >
                      <CbCard card={card} />
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
          {playing ? (
            <Button
              size="lg"
              className="cb__play"
              disabled={chosen === null || busy}
              loading={busy}
              onClick={() => chosen && void act({ type: 'play', card: chosen })}
            >
              {chosen
                ? t('hand.play', { card: `${faceOf(chosen).rank}${faceOf(chosen).symbol}` })
                : t('hand.pick')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
