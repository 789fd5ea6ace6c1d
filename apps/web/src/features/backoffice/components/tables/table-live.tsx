import { useTranslation } from 'react-i18next';
import { RummyCard, RummyGroups } from '@/components/rummy/rummy-cards';
import { seatLabel, secondsLeft, useNow, type SpectatorSnapshot } from './table-format';

// What a spectator sees of a table, as staff watch it: the piles (counts, the open card, the wild joker),
// whose turn it is and the deadline, and each seat's public state. No seat's hidden cards: the server's
// spectator view holds none. Groups a player has shown (a declaration, a meld) are public and shown.

export function TableLive({ snapshot }: { snapshot: SpectatorSnapshot }) {
  const { t } = useTranslation('backoffice');
  const now = useNow();
  const view = snapshot.view;
  const wildRank = view?.wildRank ?? null;
  const waitingFor = new Set(snapshot.deadline?.seats ?? []);
  const players = new Map((view?.players ?? []).map((player) => [player.seat, player]));
  const variant = view?.options.variant;
  const seatName = (seat: number) => {
    const entry = snapshot.seats.find((candidate) => candidate.seat === seat);
    return entry ? `${seatLabel(t, seat)} · ${entry.name}` : seatLabel(t, seat);
  };

  return (
    <section className="bo-section" aria-labelledby="bo-table-live" data-testid="table-live">
      <h2 id="bo-table-live">{t('tables.live.title')}</h2>
      {snapshot.notice ? (
        <p className="bo-success" role="status">
          {snapshot.notice}
        </p>
      ) : null}
      <dl className="bo-kpis bo-table-facts">
        <div>
          <dt>{t('tables.hand')}</dt>
          <dd>
            {snapshot.hand_no > 0 ? `#${snapshot.hand_no}` : '—'}
            <span className="bo-muted">
              {' '}
              {view?.stage
                ? t(`tables.stages.${view.stage}`)
                : t(`tables.phases.${view?.phase ?? 'between-hands'}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('tables.live.closed')}</dt>
          <dd data-testid="live-closed">
            {view ? t('tables.live.cards', { count: view.closedCount }) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('tables.live.open')}</dt>
          <dd data-testid="live-open">
            {view?.openTop ? <RummyCard card={view.openTop} wildRank={wildRank} /> : '—'}
            {view ? (
              <span className="bo-muted"> {t('tables.live.cards', { count: view.openCount })}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('tables.live.wild')}</dt>
          <dd data-testid="live-wild">
            {view?.wildCard ? <RummyCard card={view.wildCard} wildRank={wildRank} /> : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('tables.live.turn')}</dt>
          <dd data-testid="live-turn">
            {view?.turn !== null && view?.turn !== undefined ? seatName(view.turn) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('tables.live.deadline')}</dt>
          <dd data-testid="live-deadline">
            {snapshot.deadline ? (
              <>
                {t('tables.live.secondsLeft', { seconds: secondsLeft(snapshot.deadline.at, now) })}
                <span className="bo-muted">
                  {' '}
                  {t(`tables.waits.${snapshot.deadline.kind}`, { defaultValue: snapshot.deadline.kind })}
                  {snapshot.deadline.extra_ms_used
                    ? ` · ${t('tables.live.extra', { seconds: Math.round(snapshot.deadline.extra_ms_used / 1000) })}`
                    : ''}
                </span>
              </>
            ) : snapshot.next_hand_at ? (
              t('tables.live.nextHand', { seconds: secondsLeft(snapshot.next_hand_at, now) })
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      <div className="bo-table-wrap">
        <table className="bo-table bo-table--stack" data-testid="live-seats">
          <thead>
            <tr>
              <th scope="col">{t('tables.seatCol')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('tables.live.cardsCol')}</th>
              <th scope="col">
                {variant === 'pool'
                  ? t('tables.live.score')
                  : variant === 'deals'
                    ? t('tables.live.chips')
                    : t('tables.live.points')}
              </th>
              <th scope="col">{t('tables.live.shown')}</th>
            </tr>
          </thead>
          <tbody>
            {snapshot.seats.map((seat) => {
              const player = players.get(seat.seat);
              const acting = waitingFor.has(seat.seat);
              return (
                <tr
                  key={seat.seat}
                  className={acting ? 'bo-row--acting' : undefined}
                  data-testid={`live-seat-${seat.seat}`}
                >
                  <td data-label={t('tables.seatCol')}>
                    <span className="bo-muted">{seatLabel(t, seat.seat)}</span> {seat.name}
                    {seat.is_bot ? <span className="bo-badge bo-badge--bot">{t('tables.bot')}</span> : null}
                    {seat.left ? <span className="bo-badge">{t('tables.left')}</span> : null}
                    {acting ? (
                      <span className="bo-badge bo-badge--acting">{t('tables.live.acting')}</span>
                    ) : null}
                  </td>
                  <td data-label={t('status')}>
                    {player
                      ? t(`tables.seatStatuses.${player.status}`, { defaultValue: player.status })
                      : '—'}
                    {player && player.missedTurns > 0 ? (
                      <span className="bo-muted">
                        {' '}
                        · {t('tables.live.missed', { count: player.missedTurns })}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={t('tables.live.cardsCol')}>{player ? player.cardCount : '—'}</td>
                  <td data-label={variant === 'pool' ? t('tables.live.score') : t('tables.live.points')}>
                    {!player
                      ? '—'
                      : variant === 'pool'
                        ? player.score
                        : variant === 'deals'
                          ? player.chips
                          : (player.points ?? '—')}
                  </td>
                  <td data-label={t('tables.live.shown')}>
                    {player?.shown ? <RummyGroups groups={player.shown} wildRank={wildRank} /> : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
