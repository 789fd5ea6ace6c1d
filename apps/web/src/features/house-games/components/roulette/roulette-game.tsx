import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { HOUSE_BET_MAX, ROULETTE_GAME_CODE, type HouseGameState } from '@khelo/contracts/house-games';
import type { RouletteBetInput } from '@khelo/contracts/house-roulette';
import { betKey, decodeSlip, INSIDE_BET_TYPES, pocketColor, type RouletteBet } from '@khelo/games/roulette';
import { useSession } from '@/app/session/session-context';
import { houseStateKey } from '../../api/house-state';
import { usePlaceRouletteBet } from '../../api/place-roulette-bet';
import { houseErrorKey } from '../../house-errors';
import { useAnimationFrame } from '../../use-house-live';
import { CountdownRing } from '../countdown-ring';
import { FairnessStrip } from '../fairness-strip';
import { ChipSelector } from './roulette-chips';
import { betLabel } from './roulette-labels';
import { RouletteTable, type Stake } from './roulette-table';
import { RouletteWheel } from './roulette-wheel';
import { useHouseMoney } from '../../play-mode';
import './roulette.css';

// European roulette (issue 11): a shared table — a betting window, the spin, the result — with a chip
// selector, undo, clear and repeat. Chips stay on this device until "Place bets" sends them as one bet.
// The wheel stays in sight while the player bets (roulette.css): beside the table from 1024 px, a compact
// bar pinned under the game's header on phones; the spin and the winning number never happen off-screen.

interface Chip {
  bet: RouletteBet;
  amount: number;
}

export interface RouletteGameProps {
  state: HouseGameState;
  token: string;
  serverNow: () => number;
}

function useWide(): boolean {
  const query = '(min-width: 720px)';
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setWide(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** A bet as the server takes it: inside bets name their numbers, dozens and columns an index. */
function requestLine(bet: RouletteBet, amount: number): RouletteBetInput {
  if (bet.type === 'dozen') return { type: bet.type, index: (bet.numbers[0]! - 1) / 12 + 1, amount };
  if (bet.type === 'column') return { type: bet.type, index: bet.numbers[0]!, amount };
  if ((INSIDE_BET_TYPES as readonly string[]).includes(bet.type))
    return { type: bet.type, numbers: bet.numbers, amount };
  return { type: bet.type, amount };
}

/** Chips on the same bet become one line of the request. */
function grouped(chips: Chip[]): Chip[] {
  const lines = new Map<string, Chip>();
  for (const chip of chips) {
    const key = betKey(chip.bet);
    const line = lines.get(key);
    lines.set(key, { bet: chip.bet, amount: (line?.amount ?? 0) + chip.amount });
  }
  return [...lines.values()];
}

export function RouletteGame({ state, token, serverNow }: RouletteGameProps) {
  const { t } = useTranslation('games');
  const { money, message } = useHouseMoney();
  const client = useQueryClient();
  const session = useSession();
  const wide = useWide();
  const place = usePlaceRouletteBet();
  const [now, setNow] = useState(() => serverNow());
  const [chip, setChip] = useState(10);
  const [chips, setChips] = useState<Chip[]>([]);
  const [lastPlaced, setLastPlaced] = useState<Chip[]>([]);
  useAnimationFrame(true, () => setNow(serverNow()));

  const round = state.round;
  const closesAt = round ? new Date(round.betting_closes_at).getTime() : 0;
  const open = round?.phase === 'betting' && now < closesAt;
  const spinning = round?.phase === 'running' || (round?.phase === 'betting' && now >= closesAt);
  const pocket = round?.phase === 'settled' ? round.result : (state.recent[0]?.result ?? null);
  const mine = state.bets.filter((bet) => bet.mine && bet.round_id === round?.round_id);
  const placedLines = useMemo(() => mine.flatMap((bet) => decodeSlip(bet.selection)), [mine]);
  const pendingTotal = chips.reduce((sum, item) => sum + item.amount, 0);
  const placedTotal = placedLines.reduce((sum, line) => sum + line.paise, 0) / 100;
  const paid = mine.reduce((sum, bet) => sum + (bet.payout ?? 0), 0);

  // What lies on each spot: chips already placed on this spin, and chips not sent yet.
  const stakes: Record<string, Stake> = {};
  for (const line of placedLines) {
    const key = betKey(line.bet);
    stakes[key] = {
      pending: stakes[key]?.pending ?? 0,
      placed: (stakes[key]?.placed ?? 0) + line.paise / 100,
    };
  }
  for (const item of chips) {
    const key = betKey(item.bet);
    stakes[key] = { placed: stakes[key]?.placed ?? 0, pending: (stakes[key]?.pending ?? 0) + item.amount };
  }

  const onBet = (bet: RouletteBet) => {
    const key = betKey(bet);
    const onSpot = (stakes[key]?.pending ?? 0) + (stakes[key]?.placed ?? 0);
    if (onSpot + chip > HOUSE_BET_MAX) {
      toast.error(t('roulette.spotLimit', { amount: money(HOUSE_BET_MAX) }));
      return;
    }
    setChips((current) => [...current, { bet, amount: chip }]);
  };

  const send = () => {
    const lines = grouped(chips);
    place.mutate(
      {
        token,
        game_code: ROULETTE_GAME_CODE,
        bets: lines.map(({ bet, amount }) => requestLine(bet, amount)),
      },
      {
        onSuccess: (answer) => {
          client.setQueryData<HouseGameState>(houseStateKey(ROULETTE_GAME_CODE), (current) =>
            current
              ? {
                  ...current,
                  bets: [...current.bets, { ...answer.bet, mine: true }],
                  balance: answer.balance,
                }
              : current,
          );
          if (answer.balance !== null && session.login === true) session.setWalletBalance(answer.balance);
          setLastPlaced(lines);
          setChips([]);
          toast.success(t('roulette.placed'));
        },
        onError: (error) => toast.error(message(houseErrorKey(error))),
      },
    );
  };

  return (
    <div className="roulette">
      <div className="roulette__side">
        <section className="roulette__head">
          <RouletteWheel spinning={spinning} pocket={pocket} />
          <div className="roulette__status">
            <p className="roulette__phase" data-testid="roulette-phase">
              {open ? t('roulette.placeBets') : spinning ? t('roulette.noMoreBets') : t('roulette.waiting')}
            </p>
            {round && open && (
              <CountdownRing
                size={wide ? 88 : 56}
                msLeft={closesAt - now}
                totalMs={state.timings.betting_ms}
                label={t('roulette.placeBets')}
              />
            )}
            <p className="roulette__round">{round ? t('fair.round', { round: round.round_no }) : '—'}</p>
          </div>
        </section>

        <section className="roulette__recent" aria-label={t('roulette.recent')}>
          <h2>{t('roulette.recent')}</h2>
          {state.recent.length === 0 ? (
            <p className="live-bets__empty">{t('roulette.noRecent')}</p>
          ) : (
            <ol data-testid="roulette-recent">
              {state.recent.map((item) => (
                <li
                  key={item.round_id}
                  className={`roulette-ball roulette-ball--${pocketColor(item.result)}`}
                >
                  {item.result}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <ChipSelector value={chip} onChange={setChip} />
      <RouletteTable
        horizontal={wide}
        stakes={stakes}
        onBet={onBet}
        disabled={!open}
        winning={open ? null : pocket}
      />

      <section className="roulette__controls">
        <button
          type="button"
          className="btn btn--secondary btn--md"
          disabled={chips.length === 0}
          onClick={() => setChips((c) => c.slice(0, -1))}
        >
          {t('roulette.undo')}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--md"
          disabled={chips.length === 0}
          onClick={() => setChips([])}
        >
          {t('roulette.clear')}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--md"
          disabled={!open || lastPlaced.length === 0}
          onClick={() => setChips((current) => [...current, ...lastPlaced])}
        >
          {t('roulette.repeat')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--md roulette__place"
          disabled={!open || chips.length === 0 || place.isPending}
          onClick={send}
        >
          {t('roulette.place', { amount: money(pendingTotal) })}
        </button>
      </section>

      <section className="my-orders" aria-labelledby="roulette-mine">
        <h2 id="roulette-mine">{t('roulette.myBets', { amount: money(placedTotal) })}</h2>
        {placedLines.length === 0 ? (
          <p className="live-bets__empty">{t('roulette.noBets')}</p>
        ) : (
          <ul data-testid="roulette-my-bets">
            {placedLines.map((line, index) => (
              <li key={`${betKey(line.bet)}-${index}`}>
                {betLabel(t, line.bet)} · {money(line.paise / 100)}
              </li>
            ))}
          </ul>
        )}
        {mine.some((bet) => bet.payout !== null) && (
          <p className={`roulette__won${paid > 0 ? '' : ' roulette__won--none'}`} data-testid="roulette-won">
            {paid > 0 ? t('roulette.returned', { amount: money(paid) }) : t('roulette.noWin')}
          </p>
        )}
      </section>
      <p className="rules-note">{t('roulette.rules')}</p>
      <FairnessStrip state={state} />
    </div>
  );
}
