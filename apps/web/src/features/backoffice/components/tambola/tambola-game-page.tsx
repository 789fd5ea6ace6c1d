import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { STAFF_TAMBOLA_ROLES } from '@khelo/contracts/backoffice-tambola';
import { useStaffTambolaGame } from '../../api/staff-tambola-game';
import { hasRole, useStaffSession } from '../../staff-session';
import { formatTime, QueryState } from '../query-state';
import { tableModeOf, tambolaMoney } from './tambola-format';
import { StaffTicket } from './staff-ticket';
import { VoidTambolaForm } from './void-tambola-form';
import '../tables/tables.css';
import './tambola-staff.css';

// /backoffice/tambola/:roundId: one game for staff — its facts and seed, the numbers called, each prize with
// its winners and shares, every claim, the purchases and every ticket (daubed with the calls); admins may
// void it while it is on sale or being called.

function BackToGames() {
  const { t } = useTranslation('backoffice');
  return (
    <p>
      <Link to="/backoffice/tambola" className="bo-link">
        ← {t('tambola.back')}
      </Link>
    </p>
  );
}

const playerLink = (id: string) => (
  <Link to={`/backoffice/players?player=${id}`} className="bo-link">
    <code>{id.slice(0, 8)}</code>
  </Link>
);

export function TambolaGamePage() {
  const { t, i18n } = useTranslation('backoffice');
  const { roundId = '' } = useParams();
  const session = useStaffSession();
  const loaded = useStaffTambolaGame(roundId);
  const game = loaded.data?.game;
  if (!game)
    return (
      <section>
        <BackToGames />
        <QueryState
          isPending={loaded.isPending}
          error={loaded.error}
          empty={false}
          onRetry={() => void loaded.refetch()}
        />
      </section>
    );
  const money = (amount: number) => tambolaMoney(t, amount, game.mode);
  const called = new Set(game.called);
  const ticketNo = (index: number) => t('tambola.ticketNo', { index: index + 1 });
  const facts: [string, React.ReactNode][] = [
    [t('status'), <span data-testid="tambola-phase">{t(`tambola.phases.${game.phase}`)}</span>],
    [t('tambola.tickets'), t('tambola.ticketsBy', { count: game.tickets_sold, players: game.players })],
    [t('tambola.sales'), money(game.sales)],
    [t('tambola.paid'), money(game.paid)],
    [t('tambola.salesClose'), formatTime(game.sales_close_at, i18n.language)],
    [t('tables.hands.ended'), game.ended_at ? formatTime(game.ended_at, i18n.language) : '—'],
    [t('tables.fair.hash'), <code>{game.commitment}</code>],
    [t('tables.fair.seed'), <code>{game.server_seed ?? t('tables.fair.hidden')}</code>],
  ];

  return (
    <section aria-labelledby="bo-tambola-game" data-testid="tambola-game-page">
      <BackToGames />
      <h1 id="bo-tambola-game">
        {t('tambola.gameNo', { no: game.round_no })}{' '}
        <span className={`bo-badge bo-badge--${tableModeOf(game.mode)}`}>
          {t(`tables.modes.${tableModeOf(game.mode)}`)}
        </span>
      </h1>
      <dl className="bo-details bo-card">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {hasRole(session, STAFF_TAMBOLA_ROLES.void) ? (
        <VoidTambolaForm
          roundId={game.round_id}
          gameNo={game.round_no}
          sales={money(game.sales)}
          voidable={game.phase === 'betting' || game.phase === 'running'}
        />
      ) : null}
      <section className="bo-section" aria-labelledby="bo-tambola-calls">
        <h2 id="bo-tambola-calls">{t('tambola.called', { count: game.called.length })}</h2>
        <p className="bo-tambola-calls" data-testid="tambola-calls">
          {game.called.length > 0 ? game.called.join(' · ') : '—'}
        </p>
      </section>
      <section className="bo-section" aria-labelledby="bo-tambola-prizes">
        <h2 id="bo-tambola-prizes">{t('tambola.prizes')}</h2>
        <ul className="bo-dealt" data-testid="tambola-prizes">
          {game.prizes.map((prize) => (
            <li key={prize.prize} data-testid={`tambola-prize-${prize.prize}`}>
              <span className="bo-dealt__seat">
                {t(`tambola.prizeNames.${prize.prize}`)} · {prize.amount === null ? '—' : money(prize.amount)}
              </span>
              {prize.won_at_call === null ? (
                <span className="bo-muted">{t('tambola.open')}</span>
              ) : (
                <span>
                  {t('tambola.wonAt', { call: prize.won_at_call })}:{' '}
                  {prize.winners.map((winner) => (
                    <span key={winner.ticket_id} className="bo-tambola-winner">
                      {playerLink(winner.player_id)} {ticketNo(winner.ticket_index)}
                      {winner.amount === null ? '' : ` · ${money(winner.amount)}`}
                      {winner.auto ? ` · ${t('tambola.auto')}` : ''}
                    </span>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="bo-section" aria-labelledby="bo-tambola-purchases">
        <h2 id="bo-tambola-purchases">{t('tambola.purchases')}</h2>
        {game.purchases.length === 0 ? <p className="bo-muted">{t('empty')}</p> : null}
        <ul className="bo-dealt" data-testid="tambola-purchases">
          {game.purchases.map((purchase) => (
            <li key={purchase.bet_id}>
              <span className="bo-dealt__seat">
                {playerLink(purchase.player_id)} · {t('tambola.ticketCount', { count: purchase.tickets })} ·{' '}
                {money(purchase.stake)} ·{' '}
                {t(`tambola.betStatus.${purchase.status}`, { defaultValue: purchase.status })}
                {purchase.payout === null
                  ? ''
                  : ` · ${t('tambola.payout', { amount: money(purchase.payout) })}`}
              </span>
              <div className="bo-tambola-tickets">
                {game.tickets
                  .filter((ticket) => ticket.bet_id === purchase.bet_id)
                  .map((ticket) => (
                    <StaffTicket
                      key={ticket.ticket_id}
                      ticket={ticket}
                      called={called}
                      label={ticketNo(ticket.index)}
                    />
                  ))}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="bo-section" aria-labelledby="bo-tambola-claims">
        <h2 id="bo-tambola-claims">{t('tambola.claims')}</h2>
        {game.claims.length === 0 ? <p className="bo-muted">{t('empty')}</p> : null}
        <ul className="bo-tambola-claims" data-testid="tambola-claims">
          {game.claims.map((claim) => (
            <li key={`${claim.prize}-${claim.ticket_id}`}>
              {t('tambola.claimLine', {
                call: claim.call,
                prize: t(`tambola.prizeNames.${claim.prize}`),
                ticket: ticketNo(claim.ticket_index),
              })}{' '}
              {playerLink(claim.player_id)}
              {claim.auto ? ` · ${t('tambola.auto')}` : ''}
              {claim.amount === null ? '' : ` · ${money(claim.amount)}`}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
