import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FortuneShow } from '@khelo/contracts/fortune-wheel';
import { useFortuneStage } from '../api/fortune-stage';
import { seatName } from '../names';
import { PuzzleBoard } from './puzzle-board';
import { SpinningWheel } from './spinning-wheel';

// A show on air as its registered players see it from the show page (polled every 1.5 s, which is also
// their "I am here"): the round, the presence check, the wheel turning to each stop, the board, every
// contestant's points with whose turn it is, and for a contestant the way to their table.

export function ShowStage({
  show,
  playerId,
  token,
}: {
  show: FortuneShow;
  playerId: string;
  token: string | null;
}) {
  const { t } = useTranslation('fortune-wheel');
  const stage = useFortuneStage(playerId, token, show.id);
  const live = stage.data?.show ?? show;
  const table = stage.data?.stage ?? null;
  const view = table?.view ?? null;
  const seats = table?.seats ?? [];
  const puzzle = view?.puzzle ?? null;
  const stop = view?.lastStop ?? null;
  const spinKey = `${puzzle?.number ?? 0}:${puzzle?.called.length ?? 0}:${stop?.seat ?? ''}:${stop?.wedge ?? ''}`;
  return (
    <div className="fw__stage" data-testid="show-stage">
      <p className="fw__title">{live.round ? t('shows.round', { n: live.round }) : t('shows.onAir')}</p>
      {live.presence_until ? <p data-testid="presence">{t('shows.presence')}</p> : null}
      {/* First, above the wheel: on a phone a contestant must not scroll to find the way to a 3-second turn. */}
      {live.contestant && live.table_id ? (
        <Link
          className="btn btn--primary"
          to={`/tables/fortune-wheel/${live.table_id}`}
          data-testid="to-table"
        >
          {t('shows.toTable')}
        </Link>
      ) : null}
      {view ? (
        <div className="fw-live">
          <SpinningWheel stop={stop?.wedge ?? null} spin={spinKey} />
          <div className="fw-live__play">
            {puzzle ? <p className="fw__title">{t('category', { category: puzzle.category })}</p> : null}
            {puzzle ? <PuzzleBoard puzzle={puzzle} /> : null}
            <ul className="fw-scores" data-testid="stage-scores">
              {view.contestants.map((c) => (
                <li
                  key={c.seat}
                  className={`fw-scores__item${view.seat === c.seat ? ' fw-scores__item--turn' : ''}`}
                  aria-current={view.seat === c.seat ? 'true' : undefined}
                >
                  <span>{seatName(seats, c.seat, t)}</span>
                  <span className="fw-scores__points">{t('shows.points', { points: c.total })}</span>
                  {c.roundScore > 0 ? <span>{t('shows.puzzlePoints', { points: c.roundScore })}</span> : null}
                  {view.seat === c.seat ? <span>{t('shows.onTurn')}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
