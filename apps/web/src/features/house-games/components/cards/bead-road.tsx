import { useTranslation } from 'react-i18next';
import type { CardGameState } from '@khelo/contracts/house-cards';

// The bead plate: results in columns of six, oldest top-left, one coloured bead a round (the winning
// total inside for baccarat).

const ROWS = 6;

export function BeadRoad({ road }: { road: CardGameState['road'] }) {
  const { t } = useTranslation('games');
  const columns = Math.max(8, Math.ceil(road.length / ROWS));
  return (
    <section className="bead-road" aria-label={t('cards.road')}>
      <h2 className="bead-road__title">{t('cards.road')}</h2>
      {road.length === 0 ? (
        <p className="bead-road__empty">{t('cards.emptyRoad')}</p>
      ) : (
        <ol className="bead-road__grid" style={{ gridTemplateColumns: `repeat(${columns}, 1.5rem)` }}>
          {road.map((bead) => (
            <li
              key={bead.round_id}
              className={`bead bead--${bead.winner}`}
              title={t(`cards.spots.${bead.winner}`)}
              data-testid="bead"
            >
              {bead.total ?? t(`cards.beads.${bead.winner}`)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
