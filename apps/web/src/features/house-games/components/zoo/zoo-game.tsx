import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { HOUSE_BET_MAX, ZOO_ROULETTE_GAME_CODE, type HouseGameState } from '@khelo/contracts/house-games';
import { decodeZooSlip, ZOO_WHEEL, type ZooBet } from '@khelo/games/zoo-roulette';
import { useSession } from '@/app/session/session-context';
import { houseStateKey } from '../../api/house-state';
import { usePlaceZooBet } from '../../api/place-zoo-bet';
import { houseErrorKey } from '../../house-errors';
import { useHouseMoney } from '../../play-mode';
import { useAnimationFrame } from '../../use-house-live';
import { CountdownRing } from '../countdown-ring';
import { FairnessStrip } from '../fairness-strip';
import { ChipSelector } from '../roulette/roulette-chips';
import { ZooBoard, type ZooStake } from './zoo-board';
import { betName, SECTOR_EMOJI, sectorName } from './zoo-labels';
import { ZooWheel } from './zoo-wheel';
import '../roulette/roulette.css';
import './zoo.css';

// Zoo Roulette (issue 24): a shared wheel — betting window, spin, result — phone first. Chips stay on this
// device until "Place bets" sends them as one bet; undo, clear and repeat like roulette.

interface Chip {
  bet: ZooBet;
  amount: number;
}

export interface ZooGameProps {
  state: HouseGameState;
  token: string;
  serverNow: () => number;
}

/** Chips on the same bet become one line of the request. */
function grouped(chips: Chip[]): Chip[] {
  const lines = new Map<ZooBet, number>();
  for (const chip of chips) lines.set(chip.bet, (lines.get(chip.bet) ?? 0) + chip.amount);
  return [...lines].map(([bet, amount]) => ({ bet, amount }));
}

export function ZooGame({ state, token, serverNow }: ZooGameProps) {
  const { t } = useTranslation('games');
  const { money, message } = useHouseMoney();
  const client = useQueryClient();
  const session = useSession();
  const place = usePlaceZooBet();
  const [now, setNow] = useState(() => serverNow());
  const [chip, setChip] = useState(10);
  const [chips, setChips] = useState<Chip[]>([]);
  const [lastPlaced, setLastPlaced] = useState<Chip[]>([]);
  useAnimationFrame(true, () => setNow(serverNow()));

  const round = state.round;
  const closesAt = round ? new Date(round.betting_closes_at).getTime() : 0;
  const open = round?.phase === 'betting' && now < closesAt;
  const spinning = round?.phase === 'running' || (round?.phase === 'betting' && now >= closesAt);
  const sector = round?.phase === 'settled' ? round.result : (state.recent[0]?.result ?? null);
  const mine = state.bets.filter((bet) => bet.mine && bet.round_id === round?.round_id);
  const placedLines = mine.flatMap((bet) => decodeZooSlip(bet.selection));
  const pendingTotal = chips.reduce((sum, item) => sum + item.amount, 0);
  const placedTotal = placedLines.reduce((sum, line) => sum + line.paise, 0) / 100;
  const paid = mine.reduce((sum, bet) => sum + (bet.payout ?? 0), 0);

  const stakes: Partial<Record<ZooBet, ZooStake>> = {};
  const add = (bet: ZooBet, key: keyof ZooStake, amount: number) => {
    const current = stakes[bet] ?? { placed: 0, pending: 0 };
    stakes[bet] = { ...current, [key]: current[key] + amount };
  };
  for (const line of placedLines) add(line.bet, 'placed', line.paise / 100);
  for (const item of chips) add(item.bet, 'pending', item.amount);

  const onBet = (bet: ZooBet) => {
    const onSpot = (stakes[bet]?.pending ?? 0) + (stakes[bet]?.placed ?? 0);
    if (onSpot + chip > HOUSE_BET_MAX) {
      toast.error(t('roulette.spotLimit', { amount: money(HOUSE_BET_MAX) }));
      return;
    }
    setChips((current) => [...current, { bet, amount: chip }]);
  };

  const send = () => {
    const lines = grouped(chips);
    place.mutate(
      { token, game_code: ZOO_ROULETTE_GAME_CODE, bets: lines },
      {
        onSuccess: (answer) => {
          client.setQueryData<HouseGameState>(houseStateKey(ZOO_ROULETTE_GAME_CODE), (current) =>
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
    <div className="zoo">
      <div className="zoo__side">
        <section className="zoo__head">
          <ZooWheel spinning={spinning} sector={sector} />
          <div className="zoo__status">
            <p className="zoo__phase" data-testid="zoo-phase">
              {open ? t('roulette.placeBets') : spinning ? t('roulette.noMoreBets') : t('zoo.waiting')}
            </p>
            {round && open && (
              <CountdownRing
                size={56}
                msLeft={closesAt - now}
                totalMs={state.timings.betting_ms}
                label={t('roulette.placeBets')}
              />
            )}
            <p className="zoo__round">{round ? t('fair.round', { round: round.round_no }) : '—'}</p>
          </div>
        </section>

        <section className="zoo__recent" aria-label={t('zoo.recent')}>
          <h2>{t('zoo.recent')}</h2>
          {state.recent.length === 0 ? (
            <p className="live-bets__empty">{t('zoo.noRecent')}</p>
          ) : (
            <ol data-testid="zoo-recent">
              {state.recent.map((item) => {
                const name = ZOO_WHEEL[item.result];
                return name ? (
                  <li
                    key={item.round_id}
                    className={`zoo-recent zoo-sector--${name}`}
                    title={sectorName(t, name)}
                  >
                    <span aria-hidden="true">{SECTOR_EMOJI[name]}</span>
                    <span className="zoo-recent__name">{sectorName(t, name)}</span>
                  </li>
                ) : null;
              })}
            </ol>
          )}
        </section>
      </div>

      <ChipSelector value={chip} onChange={setChip} />
      <ZooBoard stakes={stakes} onBet={onBet} disabled={!open} winning={open ? null : sector} />

      <section className="roulette__controls zoo__controls">
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
          data-testid="zoo-place"
        >
          {t('roulette.place', { amount: money(pendingTotal) })}
        </button>
      </section>

      <section className="my-orders" aria-labelledby="zoo-mine">
        <h2 id="zoo-mine">{t('roulette.myBets', { amount: money(placedTotal) })}</h2>
        {placedLines.length === 0 ? (
          <p className="live-bets__empty">{t('zoo.noBets')}</p>
        ) : (
          <ul data-testid="zoo-my-bets">
            {placedLines.map((line, index) => (
              <li key={`${line.bet}-${index}`}>
                {betName(t, line.bet)} · {money(line.paise / 100)}
              </li>
            ))}
          </ul>
        )}
        {mine.some((bet) => bet.payout !== null) && (
          <p className={`roulette__won${paid > 0 ? '' : ' roulette__won--none'}`} data-testid="zoo-won">
            {paid > 0 ? t('roulette.returned', { amount: money(paid) }) : t('roulette.noWin')}
          </p>
        )}
      </section>
      <p className="rules-note">{t('zoo.rules')}</p>
      <FairnessStrip state={state} />
    </div>
  );
}
