import { useTranslation } from 'react-i18next';
import type { FortuneWheelMove, FortuneWheelView } from '@khelo/games/fortune-wheel/state';
import { formatRupees } from '@/lib/format';
import type { ResultsProps } from '@/lib/tables/table-board';
import { seatName } from '../names';

/** The round's end: points per contestant, the bonus round, the answers. */
export function FortuneWheelResults({ view, seats }: ResultsProps<FortuneWheelView, FortuneWheelMove>) {
  const { t, i18n } = useTranslation('fortune-wheel');
  const outcome = view.outcome;
  if (!outcome) return null;
  const bonus = outcome.bonus;
  return (
    <div className="fw-results" data-testid="fortune-wheel-results">
      <p className="fw-results__title" role="status">
        {t('results.title')}
      </p>
      <ol className="fw-results__list">
        {outcome.ranking.map((seat) => (
          <li key={seat}>
            <span>{seatName(seats, seat, t)}</span>
            <span>
              {t('results.points', { points: outcome.totals.find((x) => x.seat === seat)?.total ?? 0 })}
            </span>
          </li>
        ))}
      </ol>
      {bonus ? (
        <p data-testid="bonus-result">
          {t(bonus.solved ? 'results.bonusWon' : 'results.bonusLost', {
            name: seatName(seats, bonus.seat, t),
            prize: formatRupees(bonus.prize / 100, i18n.language),
          })}
        </p>
      ) : null}
      <ul className="fw-results__answers">
        {outcome.puzzles.map((p, index) => (
          <li key={index}>{t('results.answer', { answer: `${p.answer} (${p.category})` })}</li>
        ))}
      </ul>
    </div>
  );
}
