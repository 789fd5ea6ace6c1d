import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CRASH_GAME_CODE,
  TAMBOLA_GAME_CODE,
  ZOO_ROULETTE_GAME_CODE,
} from '@khelo/contracts/house-game-codes';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import type { LaunchMode } from '@khelo/contracts/practice';
import { useSession } from '@/app/session/session-context';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { formatIst } from '@/lib/format';
import { useGameHistory } from '../api/game-history';
import { formatHouseMoney } from '../play-mode';
import { cardCells } from './cards/card-history';
import { RummyHistoryRows } from './rummy/rummy-history-row';
import { isTableRow, type HistoryRow } from './rummy/table-history';
import { crashResult, wheelCells } from './wheel-history';
import { tambolaVerifyPath } from './tambola/tambola-verify';
import { ZooSectorLabel } from './zoo/zoo-sector-label';
import './house-games.css';

// /game-history (core-platform.md section 2): the player's house game rounds — game, time, stake, payout,
// result and round — newest first, 10 a page, each finished round linked to the verify page. Practice
// bets stay in the list (the player played them) with a Practice badge and chip amounts, never ₹. Finished
// rummy hands come in the same list (rummy/rummy-history-row.tsx: result, points, amount and the cards).

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function GameHistoryPage() {
  const { t, i18n } = useTranslation('games');
  const { t: common } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const history = useGameHistory({
    playerId: session.playerId ?? '',
    oprId: session.oprId ?? '',
    token: session.token,
    page,
  });
  const data = history.data;
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const money = (amount: number, mode: LaunchMode) => formatHouseMoney(amount, mode, t, i18n.language);
  const result = (row: GameHistoryRow) => {
    if (row.game_code !== CRASH_GAME_CODE) return row.result === null ? '—' : String(row.result);
    const crash = crashResult(t, row);
    return (
      <>
        <span className="game-history__outcome">{crash.outcome}</span>
        {crash.round ? <span className="game-history__round-result">{crash.round}</span> : null}
      </>
    );
  };
  const tableRows = (row: HistoryRow) =>
    isTableRow(row) ? <RummyHistoryRows key={row.hand_id} row={row} money={money} /> : null;
  const selection = (value: string) =>
    value === 'crash' ? t('history.crashBet') : /^\d$/.test(value) ? value : t(`color.${value}`);

  return (
    <PageFrame title={common('pages.gameHistory')}>
      {history.isError && !data ? (
        <div className="play-empty" role="alert">
          <p>{t('errors.load')}</p>
          <button type="button" className="btn btn--secondary btn--md" onClick={() => void history.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <div className="play-empty">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : data.total === 0 ? (
        <div className="play-empty">
          <p>{t('history.empty')}</p>
          <Link to="/" className="btn btn--primary btn--md">
            {t('history.toLobby')}
          </Link>
        </div>
      ) : (
        <>
          <div className="game-history__scroll">
            <table className="game-history" data-testid="game-history">
              <thead>
                <tr>
                  <th scope="col">{t('history.game')}</th>
                  <th scope="col">{t('history.time')}</th>
                  <th scope="col">{t('history.bet')}</th>
                  <th scope="col">{t('stake')}</th>
                  <th scope="col">{t('history.payout')}</th>
                  <th scope="col">{t('history.result')}</th>
                  <th scope="col">{t('history.round')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map(
                  (row, index) =>
                    tableRows(row) ?? (
                      <tr key={`${row.round_id}-${index}`}>
                        <td data-label={t('history.game')}>
                          {wheelCells(t, row)?.game ??
                            cardCells(t, row)?.game ??
                            (row.game_code === CRASH_GAME_CODE ? t('crash.title') : t('color.title'))}
                          {row.mode === 'practice' && (
                            <span className="practice-badge history-practice" data-testid="history-practice">
                              {t('practice.badge')}
                            </span>
                          )}
                        </td>
                        <td data-label={t('history.time')}>{formatIst(row.created_at, i18n.language)}</td>
                        <td data-label={t('history.bet')}>
                          {wheelCells(t, row)?.selection ??
                            cardCells(t, row)?.selection ??
                            selection(row.selection)}
                        </td>
                        <td data-label={t('stake')}>{money(row.stake, row.mode)}</td>
                        <td data-label={t('history.payout')} className={`status status--${row.status}`}>
                          {row.status === 'refunded'
                            ? t('history.refunded')
                            : row.payout === null
                              ? t('history.open')
                              : money(row.payout, row.mode)}
                        </td>
                        <td data-label={t('history.result')}>
                          {row.game_code === ZOO_ROULETTE_GAME_CODE ? (
                            <ZooSectorLabel index={row.result} />
                          ) : (
                            (wheelCells(t, row)?.result ?? cardCells(t, row)?.result ?? result(row))
                          )}
                        </td>
                        <td data-label={t('history.round')}>
                          {row.verifiable ? (
                            <Link
                              to={
                                row.game_code === TAMBOLA_GAME_CODE
                                  ? tambolaVerifyPath(row.round_id, row.selection)
                                  : `/provably-fair?round=${row.round_id}`
                              }
                              className="fairness__link"
                            >
                              {row.round_no} · {t('history.verify')}
                            </Link>
                          ) : (
                            row.round_no
                          )}
                        </td>
                      </tr>
                    ),
                )}
              </tbody>
            </table>
          </div>
          <nav className="game-history__pager" aria-label={t('history.pages')}>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={page <= 1}
              onClick={() => go(page - 1)}
            >
              {t('history.previous')}
            </button>
            <span>{t('history.pageOf', { page, pages: data.total_pages })}</span>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={page >= data.total_pages}
              onClick={() => go(page + 1)}
            >
              {t('history.next')}
            </button>
          </nav>
        </>
      )}
    </PageFrame>
  );
}
