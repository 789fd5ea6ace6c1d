import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseGameState } from '@khelo/contracts/house-games';
import { useSpinPhase, useSpinSlip } from '../use-spin-slip';
import { FairnessStrip } from './fairness-strip';
import { ChipSelector } from './roulette/roulette-chips';
import { SlipControls, SpinBets, SpinStatus } from './wheel-slip';

// What European and Zoo Roulette share around their own wheel, board and bet names: the spin's phase by
// the server clock, the player's placed bets and the chips not sent yet, and the page — the wheel with
// its phase and the last results (pinned on phones, a column of its own on wide screens, by each game's
// CSS), the chips, the board, the slip's controls, this spin's bets, the rules and the fairness strip.

export interface PlacedLine<B> {
  bet: B;
  paise: number;
}

/** The spin and the slip of a wheel game; `decode` reads a stored slip into its lines. */
export function useWheelGame<B>(
  state: HouseGameState,
  serverNow: () => number,
  gameCode: string,
  keyOf: (bet: B) => string,
  decode: (selection: string) => PlacedLine<B>[],
) {
  const phase = useSpinPhase(state, serverNow);
  const placed = phase.mine.flatMap((bet) => decode(bet.selection));
  const slip = useSpinSlip<B>(
    gameCode,
    keyOf,
    placed.map((line) => ({ bet: line.bet, amount: line.paise / 100 })),
  );
  return { phase, placed, slip };
}

type WheelGame<B> = ReturnType<typeof useWheelGame<B>>;

export interface WheelGameFrameProps<B> {
  /** "roulette" or "zoo": class names, test ids and the games.json keys (roulette.recent, zoo.recent). */
  prefix: 'roulette' | 'zoo';
  state: HouseGameState;
  game: WheelGame<B>;
  wheel: ReactNode;
  ringSize: number;
  /** One of the last results, as the strip shows it. */
  recentItem: (item: HouseGameState['recent'][number]) => ReactNode;
  board: ReactNode;
  /** A placed bet's name in the player's language. */
  lineLabel: (bet: B) => string;
  lineKey: (bet: B) => string;
  busy: boolean;
  onPlace: () => void;
}

export function WheelGameFrame<B>(props: WheelGameFrameProps<B>) {
  const { t } = useTranslation('games');
  const { prefix, state, game } = props;
  const { phase, placed, slip } = game;
  return (
    <div className={prefix}>
      <div className={`${prefix}__side`}>
        <section className={`${prefix}__head`} data-testid={`${prefix}-head`}>
          {props.wheel}
          <SpinStatus
            prefix={prefix}
            phase={phase}
            totalMs={state.timings.betting_ms}
            waitingText={t(`${prefix}.waiting`)}
            ringSize={props.ringSize}
          />
        </section>

        <section className={`${prefix}__recent`} aria-label={t(`${prefix}.recent`)}>
          <h2>{t(`${prefix}.recent`)}</h2>
          {state.recent.length === 0 ? (
            <p className="live-bets__empty">{t(`${prefix}.noRecent`)}</p>
          ) : (
            <ol data-testid={`${prefix}-recent`}>{state.recent.map(props.recentItem)}</ol>
          )}
        </section>
      </div>

      <ChipSelector value={slip.chip} onChange={slip.setChip} />
      {props.board}

      <SlipControls
        {...slip.controls}
        open={phase.open}
        busy={props.busy}
        onPlace={props.onPlace}
        placeTestId={`${prefix}-place`}
      />
      <SpinBets
        prefix={prefix}
        lines={placed.map((line, index) => ({
          key: `${props.lineKey(line.bet)}-${index}`,
          label: props.lineLabel(line.bet),
          amount: line.paise / 100,
        }))}
        settled={phase.settled}
        paid={phase.paid}
        emptyText={t(`${prefix}.noBets`)}
      />
      <p className="rules-note">{t(`${prefix}.rules`)}</p>
      <FairnessStrip state={state} />
    </div>
  );
}
