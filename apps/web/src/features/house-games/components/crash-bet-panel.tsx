import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { HOUSE_BET_MAX, HOUSE_BET_MIN } from '@khelo/contracts/house-constants';
import type { HouseBet, HouseGameState } from '@khelo/contracts/house-games';
import { multiplierAt } from '@khelo/games/crash';
import { useSession } from '@/app/session/session-context';
import { useCashOut } from '../api/cash-out';
import { houseStateKey } from '../api/house-state';
import { usePlaceCrashBet } from '../api/place-crash-bet';
import { houseErrorKey } from '../house-errors';
import { useAnimationFrame } from '../use-house-live';
import { useHouseMoney } from '../play-mode';

// One of the two bet slots: stake with quick amounts, optional auto cash-out, and the button that bets,
// waits, or cashes out at the live multiplier.

const CHIPS = [10, 50, 100, 500];

export interface CrashBetPanelProps {
  slot: 1 | 2;
  state: HouseGameState;
  token: string;
  serverNow: () => number;
}

export function CrashBetPanel({ slot, state, token, serverNow }: CrashBetPanelProps) {
  const { t } = useTranslation('games');
  const { money, message } = useHouseMoney();
  const client = useQueryClient();
  const session = useSession();
  const [amount, setAmount] = useState(slot === 1 ? 100 : 50);
  const [auto, setAuto] = useState(false);
  const [target, setTarget] = useState('2.00');
  const [now, setNow] = useState(() => serverNow());
  const place = usePlaceCrashBet();
  const cashOut = useCashOut();
  const round = state.round;
  const mine = state.bets.find((bet) => bet.mine && bet.slot === slot && bet.round_id === round?.round_id);
  const running = round?.phase === 'running';
  useAnimationFrame(running && mine?.status === 'open', () => setNow(serverNow()));

  const remember = (bet: HouseBet, balance: number | null) => {
    client.setQueryData<HouseGameState>(houseStateKey(CRASH_GAME_CODE), (current) =>
      current
        ? {
            ...current,
            bets: [...current.bets.filter((item) => item.bet_id !== bet.bet_id), { ...bet, mine: true }],
            balance,
          }
        : current,
    );
    if (balance !== null && session.login === true) session.setWalletBalance(balance);
  };

  const onBet = () => {
    const autoCashout = auto ? Number(target) : null;
    if (autoCashout !== null && !(autoCashout >= 1.01)) {
      toast.error(t('errors.target'));
      return;
    }
    place.mutate(
      { token, game_code: CRASH_GAME_CODE, slot, amount, auto_cashout: autoCashout },
      {
        onSuccess: (answer) => remember(answer.bet, answer.balance),
        onError: (error) => toast.error(message(houseErrorKey(error))),
      },
    );
  };

  const onCashOut = () => {
    if (!mine) return;
    cashOut.mutate(
      { token, bet_id: mine.bet_id },
      {
        onSuccess: (answer) => {
          remember(answer.bet, answer.balance);
          toast.success(
            t('crash.cashedOutToast', {
              multiplier: answer.bet.cashout_multiplier?.toFixed(2),
              amount: money(answer.bet.payout ?? 0),
            }),
          );
        },
        onError: (error) => toast.error(message(houseErrorKey(error))),
      },
    );
  };

  const live =
    running && round
      ? multiplierAt(now - new Date(round.starts_at).getTime(), state.growth_per_second) / 100
      : 1;
  const canBet = round?.phase === 'betting' && !mine;
  // The settled round comes before the refetch that brings the bets' outcomes, and the next round may open
  // first: an open bet the plane flew away from (its auto cash-out, if any, above the crash point) lost, and
  // says so with the crash rather than "waiting for take-off".
  const flewAway =
    mine?.status === 'open' &&
    round?.phase === 'settled' &&
    !(mine.auto_cashout !== null && round.result !== null && mine.auto_cashout <= round.result);
  const step = (delta: number) =>
    setAmount((value) => Math.min(HOUSE_BET_MAX, Math.max(HOUSE_BET_MIN, value + delta)));

  let action;
  if (mine?.status === 'open' && running) {
    action = (
      <button
        type="button"
        className="bet-action bet-action--cashout"
        onClick={onCashOut}
        disabled={cashOut.isPending}
      >
        <span>{t('crash.cashOut')}</span>
        <strong>{money(Math.floor(mine.amount * live * 100) / 100)}</strong>
      </button>
    );
  } else if (mine?.status === 'won') {
    action = (
      <div className="bet-action bet-action--won" role="status">
        <span>{t('crash.cashedOutAt', { multiplier: mine.cashout_multiplier?.toFixed(2) })}</span>
        <strong>{money(mine.payout ?? 0)}</strong>
      </div>
    );
  } else if (mine?.status === 'lost' || flewAway) {
    action = <div className="bet-action bet-action--lost">{t('crash.lost')}</div>;
  } else if (mine) {
    action = (
      <div className="bet-action bet-action--waiting" role="status">
        {mine.status === 'refunded' ? t('crash.refunded') : t('crash.betPlaced')}
      </div>
    );
  } else {
    action = (
      <button
        type="button"
        className="bet-action bet-action--bet"
        onClick={onBet}
        disabled={!canBet || place.isPending}
      >
        <span>{canBet ? t('crash.bet') : t('crash.betNextRound')}</span>
        <strong>{money(amount)}</strong>
      </button>
    );
  }

  return (
    <section className="bet-panel" aria-label={t('crash.slot', { slot })} data-testid={`bet-panel-${slot}`}>
      <div className="bet-panel__controls">
        <div className="stepper">
          <button type="button" onClick={() => step(-10)} aria-label={t('less')} disabled={!!mine}>
            −
          </button>
          <input
            type="number"
            inputMode="decimal"
            min={HOUSE_BET_MIN}
            max={HOUSE_BET_MAX}
            value={amount}
            disabled={!!mine}
            aria-label={t('amount')}
            onChange={(event) => setAmount(Number(event.target.value))}
          />
          <button type="button" onClick={() => step(10)} aria-label={t('more')} disabled={!!mine}>
            +
          </button>
        </div>
        <div className="chips">
          {CHIPS.map((chip) => (
            <button
              key={chip}
              type="button"
              className="chip"
              onClick={() => setAmount(chip)}
              disabled={!!mine}
            >
              {chip}
            </button>
          ))}
        </div>
        <label className="auto-cashout">
          <input
            type="checkbox"
            checked={auto}
            onChange={(event) => setAuto(event.target.checked)}
            disabled={!!mine}
          />
          <span>{t('crash.autoCashOut')}</span>
          <input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="1.01"
            value={target}
            disabled={!auto || !!mine}
            aria-label={t('crash.autoTarget')}
            onChange={(event) => setTarget(event.target.value)}
          />
          <span aria-hidden="true">x</span>
        </label>
      </div>
      {action}
    </section>
  );
}
