import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoardProps } from '@/lib/tables/table-board';
import type { TableSnapshot } from '@khelo/contracts/tables';
import { useCountdown } from '@/lib/tables/use-countdown';
import type { AnyBoardPlugin } from './table-page';

/**
 * The hand's results over the table once it is over, with the countdown to the next deal. It can be
 * folded away to look at the table; a new hand closes it.
 */
export function ResultsOverlay({
  plugin,
  snapshot,
  boardProps,
  game,
}: {
  plugin: AnyBoardPlugin;
  snapshot: TableSnapshot;
  boardProps: BoardProps<unknown, unknown>;
  game: string;
}) {
  const { t } = useTranslation('tables');
  const over = plugin.handOver(snapshot.view);
  const hand = plugin.handNumber(snapshot.view);
  const [folded, setFolded] = useState<number | null>(null);
  const nextIn = useCountdown(over ? snapshot.next_hand_at : null);
  if (!over) return null;
  const matchOver =
    (snapshot.view as { phase?: string }).phase === 'match-over' || snapshot.status === 'closed';
  if (folded === hand)
    return (
      <button type="button" className="results-tab" onClick={() => setFolded(null)}>
        {t('results.show')}
      </button>
    );
  const { Results } = plugin;
  return (
    <div className="results" role="dialog" aria-modal="false" aria-labelledby="results-title">
      <div className="results__panel">
        <header className="results__header">
          <h2 id="results-title">{t('results.title', { hand, context: game })}</h2>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setFolded(hand)}>
            {t('results.hide')}
          </button>
        </header>
        <Results
          {...boardProps}
          nextHandAt={snapshot.next_hand_at}
          rakePercent={snapshot.money.rake_percent ?? 0}
        />
        <footer className="results__footer" role="status" data-testid="next-hand">
          {matchOver ? (
            <>
              <span>{t('results.matchOver')}</span>
              <Link className="btn btn--primary btn--md" to={`/tables/${game}`}>
                {t('table.toPicker')}
              </Link>
            </>
          ) : nextIn !== null ? (
            <span>{t('results.nextIn', { seconds: Math.ceil(nextIn / 1000) })}</span>
          ) : (
            <span>{t('results.nextSoon')}</span>
          )}
        </footer>
      </div>
    </div>
  );
}
