import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROULETTE_GAME_CODE, type HouseGameState } from '@khelo/contracts/house-games';
import type { RouletteBetInput } from '@khelo/contracts/house-roulette';
import { betKey, decodeSlip, INSIDE_BET_TYPES, pocketColor, type RouletteBet } from '@khelo/games/roulette';
import { usePlaceRouletteBet } from '../../api/place-roulette-bet';
import { useSpinPhase, useSpinSlip } from '../../use-spin-slip';
import { FairnessStrip } from '../fairness-strip';
import { SlipControls, SpinBets, SpinStatus } from '../wheel-slip';
import { ChipSelector } from './roulette-chips';
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
  const phase = useSpinPhase(state, serverNow);
  const { open, spinning } = phase;
  const pocket = phase.result;
  const placedLines = useMemo(() => phase.mine.flatMap((bet) => decodeSlip(bet.selection)), [phase.mine]);
  const slip = useSpinSlip<RouletteBet>(
    ROULETTE_GAME_CODE,
    betKey,
    placedLines.map((line) => ({ bet: line.bet, amount: line.paise / 100 })),
  );
  const send = () =>
    slip.send((lines, handlers) =>
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
    <div className="roulette">
      <div className="roulette__side">
        <section className="roulette__head">
          <RouletteWheel spinning={spinning} pocket={pocket} />
          <SpinStatus
            prefix="roulette"
            phase={phase}
            totalMs={state.timings.betting_ms}
            waitingText={t('roulette.waiting')}
            ringSize={wide ? 88 : 56}
          />
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

      <ChipSelector value={slip.chip} onChange={slip.setChip} />
      <RouletteTable
        horizontal={wide}
        stakes={slip.stakes}
        onBet={slip.onBet}
        disabled={!open}
        winning={open ? null : pocket}
      />

      <SlipControls {...slip.controls} open={open} busy={place.isPending} onPlace={send} />
      <SpinBets
        prefix="roulette"
        lines={placedLines.map((line, index) => ({
          key: `${betKey(line.bet)}-${index}`,
          label: betLabel(t, line.bet),
          amount: line.paise / 100,
        }))}
        settled={phase.settled}
        paid={phase.paid}
        emptyText={t('roulette.noBets')}
      />
      <p className="rules-note">{t('roulette.rules')}</p>
      <FairnessStrip state={state} />
    </div>
  );
}
