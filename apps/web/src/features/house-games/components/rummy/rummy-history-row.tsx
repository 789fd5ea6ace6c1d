import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classifyGroup } from '@khelo/games/rummy/groups';
import type { LaunchMode } from '@khelo/contracts/practice';
import { RummyCard, RummyGroups } from '@/components/rummy/rummy-cards';
import { formatIst } from '@/lib/format';
import { useGameName } from '@/lib/game-names';
import { CallBreakRoundEnd } from '../call-break/call-break-history';
import { PokerHandEnd } from '../poker/poker-history';
import { LudoGameEnd } from '../ludo/ludo-history';
import { variantNumber, wildRankOfCard, type TableHistoryRow } from './table-history';

// A finished rummy hand in /game-history: the game (in Hindi too), the table, what the player put in and
// got back, the result with the hand's points and the net amount, and the hand number with its Verify
// link. "Cards" opens the hand's end: the player's cards in their groups (each melded group named), the
// wild joker, and every seat's result and points.

export function RummyHistoryRows({
  row,
  money,
}: {
  row: TableHistoryRow;
  money: (amount: number, mode: LaunchMode) => string;
}) {
  const { t, i18n } = useTranslation('games');
  const gameName = useGameName()(row.game_name);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const detail = row.table;
  const variant = detail?.variant ?? 'points';
  const number = variantNumber(row.selection);
  const table = detail?.poker
    ? t(`poker.${detail.poker.game}`)
    : detail?.call_break
      ? t('callBreak.version', { count: detail.call_break.rounds })
      : detail?.ludo
        ? t(`ludo.${detail.ludo.mode}`)
        : variant === 'pool'
          ? t('rummyVerify.variants.pool', { pool: number ?? '' })
          : variant === 'deals'
            ? t('rummyVerify.variants.deals', { deals: number ?? '' })
            : t('rummyVerify.variants.points');
  const result = detail?.result ?? (row.status === 'refunded' ? 'void' : row.status);
  const amount = row.amount ?? null;
  const signed =
    amount === null
      ? t('history.open')
      : `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${money(Math.abs(amount), row.mode)}`;
  const trend = amount === null || amount === 0 ? 'even' : amount > 0 ? 'up' : 'down';

  return (
    <>
      <tr data-testid={`history-hand-${row.hand_id}`}>
        <td data-label={t('history.game')}>
          <span {...gameName.attributes}>{gameName.text}</span>
          {row.mode === 'practice' && (
            <span className="practice-badge history-practice" data-testid="history-practice">
              {t('practice.badge')}
            </span>
          )}
        </td>
        <td data-label={t('history.time')}>{formatIst(row.created_at, i18n.language)}</td>
        <td data-label={t('history.bet')}>{table}</td>
        <td data-label={t('stake')}>{money(row.stake, row.mode)}</td>
        <td data-label={t('history.payout')} className={`status status--${row.status}`}>
          {row.status === 'refunded'
            ? t('history.refunded')
            : row.payout === null
              ? t('history.open')
              : money(row.payout, row.mode)}
        </td>
        <td data-label={t('history.result')}>
          <span className="game-history__outcome">
            {t(`rummyHistory.results.${result}`, { defaultValue: result })}
            {result !== 'void' && row.points !== undefined && !detail?.poker
              ? ` · ${t('rummyHistory.points', { count: row.points })}`
              : ''}
          </span>
          <span
            className={`game-history__round-result rummy-history__amount rummy-history__amount--${trend}`}
            data-testid="history-amount"
          >
            {signed}
          </span>
        </td>
        <td data-label={t('history.round')}>
          <span className="rummy-history__hand">
            <Link
              to={`/provably-fair?hand=${row.hand_id}${detail?.ludo ? `&rolls=${detail.ludo.rolls}` : ''}`}
              className="fairness__link"
            >
              {t('rummyHistory.hand', { no: row.hand_no ?? row.round_no })} · {t('history.verify')}
            </Link>
            {detail ? (
              <button
                type="button"
                className="rummy-history__toggle"
                aria-expanded={open}
                aria-controls={detailId}
                onClick={() => setOpen(!open)}
              >
                {open ? t('rummyHistory.hide') : t('rummyHistory.cards')}
              </button>
            ) : null}
          </span>
        </td>
      </tr>
      {detail && open ? (
        <tr className="rummy-history__detail" id={detailId} data-testid="history-hand-detail">
          <td colSpan={7}>
            {detail.poker ? (
              <PokerHandEnd detail={detail} mode={row.mode} money={money} />
            ) : detail.call_break ? (
              <CallBreakRoundEnd detail={detail} />
            ) : detail.ludo ? (
              <LudoGameEnd detail={detail} />
            ) : (
              <RummyHandEnd detail={detail} />
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}

function RummyHandEnd({ detail }: { detail: NonNullable<TableHistoryRow['table']> }) {
  const { t } = useTranslation('games');
  const wildRank = wildRankOfCard(detail.wild_card);
  const groups = detail.groups;
  return (
    <div className="rummy-history__end">
      <p className="rummy-history__line">
        <span>{t('rummyVerify.wild')}</span>{' '}
        {detail.wild_card ? <RummyCard card={detail.wild_card} wildRank={wildRank} /> : '—'}
        {detail.finish ? (
          <>
            {' · '}
            <span>{t('rummyHistory.finish')}</span> <RummyCard card={detail.finish} wildRank={wildRank} />
          </>
        ) : null}
      </p>
      <p className="rummy-history__label">{t('rummyHistory.yourCards')}</p>
      {groups ? (
        <RummyGroups
          groups={groups}
          wildRank={wildRank}
          labels={groups.map((group) =>
            t(`rummyHistory.kinds.${wildRank ? classifyGroup(group, wildRank) : 'invalid'}`),
          )}
          testId="history-groups"
        />
      ) : (
        <p className="rummy-history__note">
          {detail.result === 'void' ? t('rummyHistory.voided') : t('rummyHistory.notShown')}
        </p>
      )}
      {detail.seats.length > 0 ? (
        <table className="rummy-history__seats">
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('history.result')}</th>
              <th scope="col">{t('rummyHistory.pointsCol')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.seats.map((seat) => (
              <tr key={seat.seat} className={seat.is_me ? 'rummy-history__me' : undefined}>
                <td>
                  {seat.name}
                  {seat.is_me ? ` (${t('you')})` : ''}
                </td>
                <td>{t(`rummyHistory.results.${seat.result}`, { defaultValue: seat.result })}</td>
                <td>{seat.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
