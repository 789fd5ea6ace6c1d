import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeenPattiMove, TeenPattiView } from '@khelo/games/teen-patti/state';
import { Button } from '@/components/ui/button';
import type { BoardProps } from '@/lib/tables/table-board';
import { moneyText } from '../money-text';
import { TpCard } from './tp-card';
import '../teen-patti.css';

// The Teen Patti board: the pot and the stake in the middle of the felt, my three cards (face down until I
// see them), a sideshow request to answer, and the buttons of my turn in a bar at the bottom where a thumb
// reaches them on a phone: Pack, Chaal, Chaal 2×, Show, Sideshow — each with what it costs.

export function TpBoard({ view, mySeat, seats, send, mode }: BoardProps<TeenPattiView, TeenPattiMove>) {
  const { t, i18n } = useTranslation('teen-patti');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) =>
    moneyText(amount, mode, i18n.language, (text, count) => t('chipsN', { amount: text, count }));
  const me = view.seats.find((seat) => seat.seat === mySeat);
  const inHand = view.playing && me !== undefined && me.status !== 'packed' && me.status !== 'waiting';
  const myTurn = inHand && view.turn === mySeat && !view.sideshow;
  const askedMe = view.playing && view.sideshow?.to === mySeat;
  const costs = view.costs;
  const act = async (move: TeenPattiMove) => {
    setBusy(true);
    setError(null);
    const result = await send(move);
    setBusy(false);
    if (!result.ok) setError(result.message);
  };
  const nameOf = (seat: number) =>
    seats.find((entry) => entry.seat === seat)?.name ?? t('seatN', { n: seat + 1 });
  const turnName = view.turn === null ? null : view.turn === mySeat ? t('you') : nameOf(view.turn);
  return (
    <section className="table-board tp-board" aria-label={t('board.label')} data-testid="teen-patti-board">
      <div className="table-felt tp-felt">
        <p className="tp-pot" data-testid="pot">
          <span className="tp-pot__label">{t('board.pot')}</span>
          <span className="tp-pot__amount">{money(view.pot)}</span>
        </p>
        <p className="tp-stake" data-testid="stake">
          {t('board.stake', { amount: money(view.stake) })}
        </p>
        {view.playing && turnName ? (
          <p className="tp-turn" role="status">
            {view.sideshow
              ? t('board.sideshowWait', { from: nameOf(view.sideshow.from), to: nameOf(view.sideshow.to) })
              : view.turn === mySeat
                ? t('board.yourTurn')
                : t('board.turnOf', { name: turnName })}
          </p>
        ) : null}
      </div>

      {me && me.status !== 'waiting' ? (
        <div className="tp-hand" data-testid="my-cards">
          {(view.myCards ?? [null, null, null]).map((card, index) => (
            <TpCard key={card ?? index} card={card} hiddenLabel={t('board.hiddenCard')} />
          ))}
        </div>
      ) : null}

      {askedMe ? (
        <div className="tp-sideshow" role="alertdialog" aria-label={t('sideshow.title')}>
          <p>{t('sideshow.asked', { name: nameOf(view.sideshow!.from) })}</p>
          <div className="tp-actions__row">
            <Button
              variant="secondary"
              size="lg"
              disabled={busy}
              onClick={() => void act({ type: 'sideshow-answer', accept: false })}
            >
              {t('sideshow.refuse')}
            </Button>
            <Button
              variant="primary"
              size="lg"
              disabled={busy}
              onClick={() => void act({ type: 'sideshow-answer', accept: true })}
            >
              {t('sideshow.accept')}
            </Button>
          </div>
        </div>
      ) : null}

      {error ? (
        <p className="tp-error" role="alert">
          {error}
        </p>
      ) : null}

      {inHand ? (
        <div className="tp-actions" role="toolbar" aria-label={t('actions.label')}>
          {me.status === 'blind' ? (
            <Button
              variant="secondary"
              size="md"
              className="tp-actions__see"
              disabled={busy}
              onClick={() => void act({ type: 'see' })}
            >
              {t('actions.see')}
            </Button>
          ) : null}
          <div className="tp-actions__row">
            <Button variant="danger" size="lg" disabled={busy} onClick={() => void act({ type: 'pack' })}>
              {t('actions.pack')}
            </Button>
            {myTurn && costs?.show != null ? (
              <Button
                variant="secondary"
                size="lg"
                disabled={busy}
                onClick={() => void act({ type: 'show' })}
              >
                {t('actions.show', { amount: money(costs.show) })}
              </Button>
            ) : null}
            {myTurn && costs?.sideshow != null ? (
              <Button
                variant="secondary"
                size="lg"
                disabled={busy}
                onClick={() => void act({ type: 'sideshow' })}
              >
                {t('actions.sideshow', { amount: money(costs.sideshow) })}
              </Button>
            ) : null}
            {myTurn && costs?.chaal != null ? (
              <Button variant="primary" size="lg" disabled={busy} onClick={() => void act({ type: 'chaal' })}>
                {t(me.status === 'blind' ? 'actions.blind' : 'actions.chaal', { amount: money(costs.chaal) })}
              </Button>
            ) : null}
            {myTurn && costs?.raise != null ? (
              <Button
                variant="primary"
                size="lg"
                disabled={busy}
                onClick={() => void act({ type: 'chaal', raise: true })}
              >
                {t('actions.raise', { amount: money(costs.raise) })}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
