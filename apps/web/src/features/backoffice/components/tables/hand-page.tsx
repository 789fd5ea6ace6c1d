import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { STAFF_TABLE_ROLES } from '@khelo/contracts/backoffice-tables';
import type { RummyHandOutcome } from '@khelo/games/rummy/state';
import { RummyCard, RummyCardRow, RummyGroups } from '@/components/rummy/rummy-cards';
import { useStaffHandMoves } from '../../api/staff-hand-moves';
import { useStaffTable } from '../../api/staff-table';
import { hasRole, useStaffSession } from '../../staff-session';
import { formatTime, QueryState } from '../query-state';
import { HandMoney, moneyTotals } from './hand-money';
import { HandMoves } from './hand-moves';
import { seatLabel } from './table-format';
import { BackToTables } from './table-page';
import { VoidHandForm } from './void-hand-form';
import './tables.css';

// /backoffice/tables/hands/:handId: one hand for staff — its facts and seeds, each seat's cards as dealt
// with the wild joker and the first open card, the result, the full move log and the money rows; admins
// may void it while it is in progress.

const LIVE = new Set(['collecting', 'playing', 'settling']);

function asOutcome(value: unknown): RummyHandOutcome | null {
  return value && typeof value === 'object' && 'seats' in value ? (value as RummyHandOutcome) : null;
}

/** The wild rank of a cut card ('7H' → '7'; the printed joker makes aces wild). */
function wildRankOf(card: string | null): string | null {
  if (!card) return null;
  return card === 'PJ' ? 'A' : card.slice(0, -1);
}

export function HandPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { handId = '' } = useParams();
  const session = useStaffSession();
  const loaded = useStaffHandMoves(handId);
  const data = loaded.data;
  // Who sits at the table, for the seats that have not moved in this hand yet (read once, not watched).
  const table = useStaffTable(data?.hand.table_id ?? '', false).data?.table;
  if (!data)
    return (
      <section>
        <BackToTables />
        <QueryState
          isPending={loaded.isPending}
          error={loaded.error}
          empty={false}
          onRetry={() => void loaded.refetch()}
        />
      </section>
    );
  const { hand, dealt, moves, money } = data;
  const wildRank = wildRankOf(dealt.wild_card);
  const outcome = asOutcome(hand.outcome);
  const names = new Map<number, string>([
    ...(table?.players ?? []).map((player): [number, string] => [player.seat, player.name]),
    ...moves.flatMap((move): [number, string][] =>
      move.seat !== null && move.player ? [[move.seat, move.player]] : [],
    ),
  ]);
  const seatName = (seat: number) => [seatLabel(t, seat), names.get(seat)].filter(Boolean).join(' · ');
  const facts: [string, React.ReactNode][] = [
    [t('status'), <span data-testid="hand-status">{t(`tables.handStatuses.${hand.status}`)}</span>],
    [t('tables.hands.started'), formatTime(hand.started_at, i18n.language)],
    [t('tables.hands.ended'), hand.ended_at ? formatTime(hand.ended_at, i18n.language) : '—'],
    [t('tables.hands.winner'), hand.winner_seat === null ? '—' : seatName(hand.winner_seat)],
    [t('tables.hands.voidReason'), hand.void_reason ?? '—'],
    [t('tables.fair.hash'), <code>{hand.server_seed_hash}</code>],
    [
      t('tables.fair.seed'),
      hand.server_seed ? (
        <>
          <code>{hand.server_seed}</code>{' '}
          <Link to={`/provably-fair?hand=${hand.hand_id}`} target="_blank" rel="noreferrer">
            {t('tables.fair.verify')}
          </Link>
        </>
      ) : (
        <code>{t('tables.fair.hidden')}</code>
      ),
    ],
    [t('tables.fair.client'), <code>{hand.client_seed}</code>],
    [t('tables.fair.nonce'), <code>{hand.nonce}</code>],
  ];

  return (
    <section aria-labelledby="bo-hand-title" data-testid="hand-page">
      <p>
        <Link to={`/backoffice/tables/${hand.table_id}`} className="bo-link">
          ← {t('tables.backToTable')}
        </Link>
      </p>
      <h1 id="bo-hand-title">
        {t('tables.handTitle', {
          no: hand.hand_no,
          game: t(`tables.games.${hand.game}`, { defaultValue: hand.game }),
        })}{' '}
        <span className={`bo-badge bo-badge--${hand.mode}`}>{t(`tables.modes.${hand.mode}`)}</span>
      </h1>
      <dl className="bo-details bo-card">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {hasRole(session, STAFF_TABLE_ROLES.void) ? (
        <VoidHandForm
          handId={hand.hand_id}
          handNo={hand.hand_no}
          mode={hand.mode}
          collected={moneyTotals(money).collect}
          voidable={hand.voidable}
        />
      ) : null}
      <section className="bo-section" aria-labelledby="bo-hand-dealt">
        <h2 id="bo-hand-dealt">{t('tables.dealt.title')}</h2>
        <dl className="bo-details">
          <div>
            <dt>{t('tables.live.wild')}</dt>
            <dd data-testid="dealt-wild">
              {dealt.wild_card ? <RummyCard card={dealt.wild_card} wildRank={wildRank} /> : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('tables.dealt.open')}</dt>
            <dd>{dealt.open_card ? <RummyCard card={dealt.open_card} wildRank={wildRank} /> : '—'}</dd>
          </div>
        </dl>
        <ul className="bo-dealt">
          {dealt.seats.map((seat) => (
            <li key={seat.seat} data-testid={`dealt-${seat.seat}`}>
              <span className="bo-dealt__seat">{seatName(seat.seat)}</span>
              <RummyCardRow cards={seat.cards} wildRank={wildRank} />
            </li>
          ))}
        </ul>
      </section>
      {outcome ? (
        <section className="bo-section" aria-labelledby="bo-hand-result">
          <h2 id="bo-hand-result">{t('tables.result.title')}</h2>
          <ul className="bo-dealt" data-testid="hand-result">
            {outcome.seats.map((seat) => (
              <li key={seat.seat}>
                <span className="bo-dealt__seat">
                  {seatName(seat.seat)} · {t(`tables.result.${seat.result}`)} ·{' '}
                  {t('tables.result.points', { count: seat.points })}
                  {seat.penalty ? ` · ${t(`tables.result.penalties.${seat.penalty}`)}` : ''}
                </span>
                {seat.groups ? (
                  <RummyGroups groups={seat.groups} wildRank={wildRank} />
                ) : (
                  <span className="bo-muted">{t('tables.result.notShown')}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="bo-section" aria-labelledby="bo-hand-log">
        <h2 id="bo-hand-log">{t('tables.log.title')}</h2>
        <HandMoves moves={moves} wildRank={wildRank} />
      </section>
      <section className="bo-section" aria-labelledby="bo-hand-money">
        <h2 id="bo-hand-money">{t('tables.money.title')}</h2>
        <HandMoney rows={money} mode={hand.mode} />
      </section>
      {LIVE.has(hand.status) ? (
        <p className="bo-muted" role="status">
          {t('tables.log.live')}
        </p>
      ) : null}
    </section>
  );
}
