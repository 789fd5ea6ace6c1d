import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROULETTE_GAME_CODE } from '@khelo/contracts/house-game-codes';
import type { HouseGameState } from '@khelo/contracts/house-games';
import type { RouletteBetInput } from '@khelo/contracts/house-roulette';
import { betKey, decodeSlip, INSIDE_BET_TYPES, pocketColor, type RouletteBet } from '@khelo/games/roulette';
import { usePlaceRouletteBet } from '../../api/place-roulette-bet';
import { useWheelGame, WheelGameFrame } from '../wheel-game';
import { betLabel } from './roulette-labels';
import { RouletteTable } from './roulette-table';
import { RouletteWheel } from './roulette-wheel';
import './roulette.css';

// European roulette (issue 11): a shared table — a betting window, the spin, the result — with a chip
// selector, undo, clear and repeat. Chips stay on this device until "Place bets" sends them as one bet.
// The wheel stays in sight while the player bets (roulette.css): beside the table from 1024 px, a compact
// bar pinned under the game's header on phones; the spin and the winning number never happen off-screen.

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

export function RouletteGame({ state, token, serverNow }: RouletteGameProps) {
  const { t } = useTranslation('games');
  const wide = useWide();
  const place = usePlaceRouletteBet();
  const game = useWheelGame<RouletteBet>(state, serverNow, ROULETTE_GAME_CODE, betKey, decodeSlip);
  const { open, spinning, result } = game.phase;
  const send = () =>
    game.slip.send((lines, handlers) =>
      place.mutate(
        {
          token,
          game_code: ROULETTE_GAME_CODE,
          bets: lines.map(({ bet, amount }) => requestLine(bet, amount)),
        },
        handlers,
      ),
    );

  return (
    <WheelGameFrame
      prefix="roulette"
      state={state}
      game={game}
      wheel={<RouletteWheel spinning={spinning} pocket={result} />}
      ringSize={wide ? 88 : 56}
      recentItem={(item) => (
        <li key={item.round_id} className={`roulette-ball roulette-ball--${pocketColor(item.result)}`}>
          {item.result}
        </li>
      )}
      board={
        <RouletteTable
          horizontal={wide}
          stakes={game.slip.stakes}
          onBet={game.slip.onBet}
          disabled={!open}
          winning={open ? null : result}
        />
      }
      lineKey={betKey}
      lineLabel={(bet) => betLabel(t, bet)}
      busy={place.isPending}
      onPlace={send}
    />
  );
}
