import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { HOUSE_BET_MAX } from '@khelo/contracts/house-constants';
import type { HouseGameState } from '@khelo/contracts/house-games';
import type { BetAnswer } from './api/place-crash-bet';
import { houseErrorKey } from './house-errors';
import { useHouseMoney } from './play-mode';
import { useBetAccepted } from './use-bet-accepted';
import { useAnimationFrame } from './use-house-live';

// The chips of one spin on a wheel game (European and Zoo Roulette): they stay on this device until
// "Place bets" sends them as one slip; undo, clear and repeat (the last slip sent). Bets are told apart by
// a key (roulette's betKey, a zoo bet's name).

export interface SlipChip<B> {
  bet: B;
  amount: number;
}

/** What lies on a spot: chips already placed on this spin, and chips not sent yet. */
export interface SpotStake {
  pending: number;
  placed: number;
}

export interface PlaceHandlers {
  onSuccess: (answer: BetAnswer) => void;
  onError: (error: unknown) => void;
}

export function useSpinSlip<B>(gameCode: string, keyOf: (bet: B) => string, placed: SlipChip<B>[]) {
  const { t } = useTranslation('games');
  const { money, message } = useHouseMoney();
  const accepted = useBetAccepted(gameCode);
  const [chip, setChip] = useState(10);
  const [chips, setChips] = useState<SlipChip<B>[]>([]);
  const [lastPlaced, setLastPlaced] = useState<SlipChip<B>[]>([]);

  const stakes: Record<string, SpotStake> = {};
  const add = (bet: B, field: keyof SpotStake, amount: number) => {
    const key = keyOf(bet);
    const current = stakes[key] ?? { placed: 0, pending: 0 };
    stakes[key] = { ...current, [field]: current[field] + amount };
  };
  for (const line of placed) add(line.bet, 'placed', line.amount);
  for (const item of chips) add(item.bet, 'pending', item.amount);

  const onBet = (bet: B) => {
    const stake = stakes[keyOf(bet)];
    if ((stake?.pending ?? 0) + (stake?.placed ?? 0) + chip > HOUSE_BET_MAX) {
      toast.error(t('roulette.spotLimit', { amount: money(HOUSE_BET_MAX) }));
      return;
    }
    setChips((current) => [...current, { bet, amount: chip }]);
  };

  /** Chips on the same bet become one line; `post` sends them, the answer updates the game and the slip. */
  const send = (post: (lines: SlipChip<B>[], handlers: PlaceHandlers) => void) => {
    const lines = new Map<string, SlipChip<B>>();
    for (const item of chips) {
      const line = lines.get(keyOf(item.bet));
      lines.set(keyOf(item.bet), { bet: item.bet, amount: (line?.amount ?? 0) + item.amount });
    }
    const grouped = [...lines.values()];
    post(grouped, {
      onSuccess: (answer) => {
        accepted(answer);
        setLastPlaced(grouped);
        setChips([]);
        toast.success(t('roulette.placed'));
      },
      onError: (error) => toast.error(message(houseErrorKey(error))),
    });
  };

  return {
    chip,
    setChip,
    stakes,
    onBet,
    send,
    /** SlipControls' props but for open, busy and onPlace. */
    controls: {
      pending: chips.length,
      pendingTotal: chips.reduce((sum, item) => sum + item.amount, 0),
      canRepeat: lastPlaced.length > 0,
      onUndo: () => setChips((current) => current.slice(0, -1)),
      onClear: () => setChips([]),
      onRepeat: () => setChips((current) => [...current, ...lastPlaced]),
    },
  };
}

/** A wheel's spin by the server clock: betting open until the window closes, then spinning until settled. */
export function useSpinPhase(state: HouseGameState, serverNow: () => number) {
  const [now, setNow] = useState(() => serverNow());
  useAnimationFrame(true, () => setNow(serverNow()));
  const round = state.round;
  const closesAt = round ? new Date(round.betting_closes_at).getTime() : 0;
  const mine = state.bets.filter((bet) => bet.mine && bet.round_id === round?.round_id);
  return {
    round,
    msLeft: closesAt - now,
    open: round?.phase === 'betting' && now < closesAt,
    spinning: round?.phase === 'running' || (round?.phase === 'betting' && now >= closesAt),
    /** The result on the wheel: this spin's once settled, else the last one. */
    result: round?.phase === 'settled' ? round.result : (state.recent[0]?.result ?? null),
    /** The player's bets on this spin, and what they paid once settled. */
    mine,
    settled: mine.some((bet) => bet.payout !== null),
    paid: mine.reduce((sum, bet) => sum + (bet.payout ?? 0), 0),
  };
}
