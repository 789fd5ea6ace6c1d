import { useTranslation } from 'react-i18next';
import type { HouseGameState } from '@khelo/contracts/house-games';
import { CrashBetPanel } from './crash-bet-panel';
import { FairnessStrip } from './fairness-strip';
import { FlightStage } from './flight-stage';
import { LiveBets } from './live-bets';

// Aviator-style crash: recent crash points, the flight, two bet slots and the round's live bets.

function tone(result: number): string {
  if (result >= 10) return 'high';
  if (result >= 2) return 'mid';
  return 'low';
}

export interface CrashGameProps {
  state: HouseGameState;
  token: string;
  serverNow: () => number;
}

export function CrashGame({ state, token, serverNow }: CrashGameProps) {
  const { t } = useTranslation('games');
  return (
    <div className="crash">
      <ol className="recent" aria-label={t('crash.recent')} data-testid="recent">
        {state.recent.length === 0 && <li className="recent__empty">{t('crash.noRecent')}</li>}
        {state.recent.map((item) => (
          <li key={item.round_id} className={`recent__chip recent__chip--${tone(item.result)}`}>
            {item.result.toFixed(2)}x
          </li>
        ))}
      </ol>
      <div className="crash__main">
        <div className="crash__play">
          <FlightStage
            round={state.round}
            growth={state.growth_per_second}
            bettingMs={state.timings.betting_ms}
            serverNow={serverNow}
          />
          <div className="crash__panels">
            <CrashBetPanel slot={1} state={state} token={token} serverNow={serverNow} />
            <CrashBetPanel slot={2} state={state} token={token} serverNow={serverNow} />
          </div>
        </div>
        <LiveBets bets={state.bets} count={state.bet_count} />
      </div>
      <p className="rules-note">
        {t('crash.rules', { edge: state.house_edge_percent, rtp: 100 - state.house_edge_percent })}
      </p>
      <FairnessStrip state={state} />
    </div>
  );
}
