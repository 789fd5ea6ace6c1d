import { useTranslation } from 'react-i18next';
import { ZOO_ROULETTE_GAME_CODE, type HouseGameState } from '@khelo/contracts/house-games';
import { decodeZooSlip, ZOO_WHEEL, type ZooBet } from '@khelo/games/zoo-roulette';
import { usePlaceZooBet } from '../../api/place-zoo-bet';
import { useSpinPhase, useSpinSlip } from '../../use-spin-slip';
import { FairnessStrip } from '../fairness-strip';
import { SlipControls, SpinBets, SpinStatus } from '../wheel-slip';
import { ChipSelector } from '../roulette/roulette-chips';
import { ZooBoard } from './zoo-board';
import { betName, SECTOR_EMOJI, sectorName } from './zoo-labels';
import { ZooWheel } from './zoo-wheel';
import '../roulette/roulette.css';
import './zoo.css';

// Zoo Roulette (issue 24): a shared wheel — betting window, spin, result — phone first. Chips stay on this
// device until "Place bets" sends them as one bet; undo, clear and repeat like roulette.

export interface ZooGameProps {
  state: HouseGameState;
  token: string;
  serverNow: () => number;
}

export function ZooGame({ state, token, serverNow }: ZooGameProps) {
  const { t } = useTranslation('games');
  const place = usePlaceZooBet();
  const phase = useSpinPhase(state, serverNow);
  const { open, spinning } = phase;
  const sector = phase.result;
  const placedLines = phase.mine.flatMap((bet) => decodeZooSlip(bet.selection));
  const slip = useSpinSlip<ZooBet>(
    ZOO_ROULETTE_GAME_CODE,
    (bet) => bet,
    placedLines.map((line) => ({ bet: line.bet, amount: line.paise / 100 })),
  );
  const send = () =>
    slip.send((bets, handlers) => place.mutate({ token, game_code: ZOO_ROULETTE_GAME_CODE, bets }, handlers));

  return (
    <div className="zoo">
      <div className="zoo__side">
        <section className="zoo__head">
          <ZooWheel spinning={spinning} sector={sector} />
          <SpinStatus
            prefix="zoo"
            phase={phase}
            totalMs={state.timings.betting_ms}
            waitingText={t('zoo.waiting')}
            ringSize={56}
          />
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

      <ChipSelector value={slip.chip} onChange={slip.setChip} />
      <ZooBoard stakes={slip.stakes} onBet={slip.onBet} disabled={!open} winning={open ? null : sector} />

      <SlipControls
        {...slip.controls}
        open={open}
        busy={place.isPending}
        onPlace={send}
        placeTestId="zoo-place"
      />
      <SpinBets
        prefix="zoo"
        lines={placedLines.map((line, index) => ({
          key: `${line.bet}-${index}`,
          label: betName(t, line.bet),
          amount: line.paise / 100,
        }))}
        settled={phase.settled}
        paid={phase.paid}
        emptyText={t('zoo.noBets')}
      />
      <p className="rules-note">{t('zoo.rules')}</p>
      <FairnessStrip state={state} />
    </div>
  );
}
