import { useTranslation } from 'react-i18next';
import { ZOO_ROULETTE_GAME_CODE } from '@khelo/contracts/house-game-codes';
import type { HouseGameState } from '@khelo/contracts/house-games';
import { decodeZooSlip, ZOO_WHEEL, type ZooBet } from '@khelo/games/zoo-roulette';
import { usePlaceZooBet } from '../../api/place-zoo-bet';
import { useWheelGame, WheelGameFrame } from '../wheel-game';
import { ZooBoard } from './zoo-board';
import { betName, sectorName } from './zoo-labels';
import { ZooSectorLabel } from './zoo-sector-label';
import { ZooWheel } from './zoo-wheel';
import '../roulette/roulette.css';
import './zoo.css';

// Zoo Roulette (issue 24): a shared wheel — betting window, spin, result — phone first. Chips stay on this
// device until "Place bets" sends them as one bet; undo, clear and repeat like roulette (wheel-game.tsx).

export interface ZooGameProps {
  state: HouseGameState;
  token: string;
  serverNow: () => number;
}

const keyOf = (bet: ZooBet) => bet;

export function ZooGame({ state, token, serverNow }: ZooGameProps) {
  const { t } = useTranslation('games');
  const place = usePlaceZooBet();
  const game = useWheelGame<ZooBet>(state, serverNow, ZOO_ROULETTE_GAME_CODE, keyOf, decodeZooSlip);
  const { open, spinning, result } = game.phase;
  const send = () =>
    game.slip.send((bets, handlers) =>
      place.mutate({ token, game_code: ZOO_ROULETTE_GAME_CODE, bets }, handlers),
    );

  return (
    <WheelGameFrame
      prefix="zoo"
      state={state}
      game={game}
      wheel={<ZooWheel spinning={spinning} sector={result} />}
      ringSize={56}
      recentItem={(item) => {
        const name = ZOO_WHEEL[item.result];
        return name ? (
          <li key={item.round_id} className={`zoo-recent zoo-sector--${name}`} title={sectorName(t, name)}>
            <ZooSectorLabel index={item.result} />
          </li>
        ) : null;
      }}
      board={
        <ZooBoard
          stakes={game.slip.stakes}
          onBet={game.slip.onBet}
          disabled={!open}
          winning={open ? null : result}
        />
      }
      lineKey={keyOf}
      lineLabel={(bet) => betName(t, bet)}
      busy={place.isPending}
      onPlace={send}
    />
  );
}
