import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { CARD_SPOTS, type CardGameCode, type CardSpot } from '@khelo/contracts/house-cards';
import { DRAGON_TIGER_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/app/session/session-context';
import { cardStateKey, useCardState } from '../../api/card-state';
import { usePlaceCardBet } from '../../api/place-card-bet';
import { houseErrorKey } from '../../house-errors';
import { BeadRoad } from './bead-road';
import { BetSpots } from './bet-spots';
import { CardStage } from './card-stage';
import { useHouseMoney } from '../../play-mode';
import { LoadError, useLoadFailed } from '../load-error';
import './cards.css';

// A shared Dragon Tiger or Baccarat table: chips go on the spots while the betting timer runs (undo,
// clear), "Place bets" sends them; then the cards are dealt one by one, the winner is shown and the bead
// road grows. The shoe's commitment is shown from its first hand; its seed once it is finished.

const CHIPS = [10, 50, 100, 500, 1000] as const;

export function CardTable({ gameCode, token }: { gameCode: CardGameCode; token: string }) {
  const { t } = useTranslation('games');
  const { money, message } = useHouseMoney();
  const client = useQueryClient();
  const session = useSession();
  const state = useCardState(gameCode, token);
  const place = usePlaceCardBet();
  const offset = useRef(0);
  const [now, setNow] = useState(() => Date.now());
  const [chip, setChip] = useState<number>(CHIPS[0]);
  const [stack, setStack] = useState<{ spot: CardSpot; amount: number; round: number }[]>([]);
  const [sending, setSending] = useState(false);
  const data = state.data;
  const failed = useLoadFailed(state);

  useEffect(() => {
    if (data) offset.current = new Date(data.server_time).getTime() - Date.now();
  }, [data]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset.current), 200);
    return () => clearInterval(timer);
  }, []);
  // The deal is in the state once betting has closed: fetch it then, and the result when the deal ends
  // (a new or settled round also refetches through the play page's socket).
  const phase = data?.current?.round.phase;
  const nextChange = data?.current
    ? new Date(
        phase === 'betting' ? data.current.round.betting_closes_at : data.current.round.starts_at,
      ).getTime() + (phase === 'betting' ? 0 : data.timings.deal_ms)
    : null;
  const { refetch } = state;
  useEffect(() => {
    if (nextChange === null || (phase !== 'betting' && phase !== 'running')) return;
    const wait = nextChange - (Date.now() + offset.current) + 300;
    const timer = setTimeout(() => void refetch(), Math.max(300, wait));
    return () => clearTimeout(timer);
  }, [nextChange, phase, refetch]);
  const fetched = data?.balance ?? null;
  const { login, setWalletBalance } = session;
  useEffect(() => {
    if (fetched !== null && login === true) setWalletBalance(fetched);
  }, [fetched, login, setWalletBalance]);

  if (failed || (!state.isPending && !data))
    return <LoadError onRetry={() => void state.refetch()} busy={state.isFetching} />;
  if (!data) return <Spinner size="lg" label={t('loading')} />;

  const current = data.current;
  const round = current?.round;
  const spots = CARD_SPOTS[gameCode];
  const sides: [string, string] =
    gameCode === DRAGON_TIGER_GAME_CODE ? ['dragon', 'tiger'] : ['player', 'banker'];
  const closesAt = round ? new Date(round.betting_closes_at).getTime() : 0;
  const dealAt = round ? new Date(round.starts_at).getTime() : 0;
  const betting = round?.phase === 'betting' && now < closesAt;
  const settled = round?.phase === 'settled' || round?.phase === 'void';
  const deal = current?.deal ?? null;
  const cardCount = deal?.cards.length ?? 0;
  // Cards turn over evenly across the deal; everything is face up once the round is settled.
  const perCard = data.timings.deal_ms / (cardCount + 1);
  const shown = settled ? cardCount : Math.max(0, Math.floor((now - dealAt) / perCard));
  const roundId = round?.round_id ?? 0;
  const pending = stack.filter((item) => item.round === roundId);
  const sum = (items: { spot: string; amount: number }[]) =>
    items.reduce<Record<string, number>>((totals, item) => {
      totals[item.spot] = (totals[item.spot] ?? 0) + item.amount;
      return totals;
    }, {});
  const mine = data.bets.filter((bet) => bet.mine && bet.round_id === roundId);
  const pendingTotal = pending.reduce((total, item) => total + item.amount, 0);

  const onPlace = async () => {
    setSending(true);
    let placed = 0;
    for (const item of pending) {
      try {
        const answer = await place.mutateAsync({
          token,
          game_code: gameCode,
          spot: item.spot,
          amount: item.amount,
        });
        placed++;
        if (answer.balance !== null && session.login === true) session.setWalletBalance(answer.balance);
      } catch (error) {
        toast.error(message(houseErrorKey(error)));
        break;
      }
    }
    setStack(pending.slice(placed));
    setSending(false);
    if (placed > 0) toast.success(t('cards.placed'));
    await client.invalidateQueries({ queryKey: cardStateKey(gameCode) });
  };

  const seconds = Math.max(0, Math.ceil((closesAt - now) / 1000));
  return (
    <div className={`card-table card-table--${gameCode === DRAGON_TIGER_GAME_CODE ? 'dt' : 'baccarat'}`}>
      <p className="card-table__status" role="status" data-testid="card-status">
        {!round
          ? t('cards.waiting')
          : betting
            ? t('cards.bettingCloses', { seconds })
            : !settled
              ? t('cards.dealing')
              : deal
                ? deal.winner === 'tie'
                  ? t('cards.tieResult')
                  : t('cards.wins', { side: t(`cards.spots.${deal.winner}`) })
                : t('cards.waiting')}
      </p>
      <CardStage sides={sides} deal={deal} shown={shown} settled={settled} />
      <BetSpots
        spots={spots}
        placed={sum(mine.map((bet) => ({ spot: bet.selection, amount: bet.amount })))}
        pending={sum(pending)}
        winner={settled ? (deal?.winner ?? null) : null}
        disabled={!betting || sending}
        onSpot={(spot) => setStack((items) => [...items, { spot, amount: chip, round: roundId }])}
      />
      <div className="chip-row" role="radiogroup" aria-label={t('cards.chip')}>
        {CHIPS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={chip === value}
            className={`chip${chip === value ? ' chip--on' : ''}`}
            onClick={() => setChip(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <div className="card-actions">
        <button
          type="button"
          className="btn btn--secondary btn--md"
          disabled={pending.length === 0 || sending}
          onClick={() => setStack((items) => items.slice(0, -1))}
        >
          {t('cards.undo')}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--md"
          disabled={pending.length === 0 || sending}
          onClick={() => setStack([])}
        >
          {t('cards.clear')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--md"
          disabled={!betting || pending.length === 0 || sending}
          onClick={() => void onPlace()}
          data-testid="place-bets"
        >
          {t('cards.place', { amount: money(pendingTotal) })}
        </button>
      </div>
      {mine.length > 0 && (
        <ul className="card-mine" data-testid="my-card-bets">
          {mine.map((bet) => (
            <li key={bet.bet_id}>
              {t(`cards.spots.${bet.selection}`)} · {money(bet.amount)}
              {bet.payout !== null && (
                <strong className={bet.payout > 0 ? 'card-mine__won' : 'card-mine__lost'}>
                  {' → '}
                  {money(bet.payout)}
                </strong>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="card-table__rule">{t(`cards.rule.${sides[0]}`)}</p>
      <BeadRoad road={data.road} />
      {current && (
        <footer className="card-shoe">
          <p>
            {t('cards.shoe', {
              id: current.shoe.shoe_id,
              hand: current.hand_no,
              decks: current.shoe.decks,
              dealt: current.shoe.dealt,
              cut: current.shoe.cut_index,
            })}
          </p>
          <p className="card-shoe__hash">
            {t('cards.commitment')} <code>{current.shoe.commitment.slice(0, 16)}…</code>{' '}
            {settled && (
              <a href={`/provably-fair?round=${roundId}`} target="_blank" rel="noreferrer">
                {t('cards.verify')}
              </a>
            )}
          </p>
        </footer>
      )}
    </div>
  );
}
