import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HouseGameState } from '@khelo/contracts/house-games';

// The round's published commitment, the house edge and a link to verify the last finished round.

export function FairnessStrip({ state }: { state: HouseGameState }) {
  const { t } = useTranslation('games');
  const last = state.recent[0];
  return (
    <footer className="fairness">
      <span className="fairness__badge">{t('fair.badge')}</span>
      {state.round && (
        <span className="fairness__hash" title={state.round.commitment}>
          {t('fair.round', { round: state.round.round_no })} · {t('fair.hash')}{' '}
          <code>{state.round.commitment.slice(0, 16)}…</code>
        </span>
      )}
      <span>{t('fair.edge', { edge: state.house_edge_percent })}</span>
      {last && (
        <Link to={`/provably-fair?round=${last.round_id}`} className="fairness__link">
          {t('fair.verifyLast', { round: last.round_no })}
        </Link>
      )}
    </footer>
  );
}
