import { useTranslation } from 'react-i18next';
import type { StaffPlayerDetail } from '@khelo/contracts/backoffice-players';
import { formatRupees, formatTime } from './query-state';

// Two parts of a player's file: responsible gaming (deposit limits with a waiting raise, the cool-off or
// self-exclusion in force) and the latest house-game bets, so that support can answer "why can't I
// deposit?" and "what happened to my round?" from one screen.

export function PlayerResponsibleGaming({ rg }: { rg: StaffPlayerDetail['responsible_gaming'] }) {
  const { t, i18n } = useTranslation('backoffice');
  const time = (iso: string) => formatTime(iso, i18n.language);
  const pause = rg.break;
  return (
    <section className="bo-section" aria-labelledby="bo-player-rg" data-testid="player-rg">
      <h3 id="bo-player-rg">{t('players.rg.title')}</h3>
      <p className={pause ? 'bo-error' : 'bo-muted'} data-testid="player-break">
        {!pause
          ? t('players.rg.noBreak')
          : pause.ends_at === null
            ? t('players.rg.excludedForever')
            : t(`players.rg.${pause.kind === 'cool_off' ? 'coolOff' : 'excluded'}`, {
                until: time(pause.ends_at),
              })}
      </p>
      <dl className="bo-details">
        {rg.limits.map((limit) => (
          <div key={limit.period}>
            <dt>{t(`players.rg.${limit.period}`)}</dt>
            <dd>
              {limit.amount === null
                ? t('players.rg.noLimit')
                : t('players.rg.used', { used: formatRupees(limit.used), limit: formatRupees(limit.amount) })}
              {limit.pending ? (
                <span className="bo-muted">
                  {' · '}
                  {t('players.rg.pending', {
                    amount:
                      limit.pending.amount === null
                        ? t('players.rg.noLimit')
                        : formatRupees(limit.pending.amount),
                    at: time(limit.pending.effective_at),
                  })}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PlayerRounds({ rounds }: { rounds: StaffPlayerDetail['rounds'] }) {
  const { t, i18n } = useTranslation('backoffice');
  return (
    <section className="bo-section" aria-labelledby="bo-player-rounds">
      <h3 id="bo-player-rounds">{t('players.rounds.title')}</h3>
      {rounds.length === 0 ? (
        <p className="bo-muted">{t('players.rounds.none')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="player-rounds">
            <thead>
              <tr>
                <th scope="col">{t('players.rounds.game')}</th>
                <th scope="col">{t('players.rounds.stake')}</th>
                <th scope="col">{t('players.rounds.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((row) => (
                <tr key={`${row.round_id}-${row.created_at}-${row.selection}`}>
                  <td>
                    <span translate="no">{row.game_name}</span>{' '}
                    <span className="bo-muted">#{row.round_no}</span>
                    {row.mode === 'practice' ? (
                      <span className="bo-muted"> · {t('players.rounds.practice')}</span>
                    ) : null}
                    <br />
                    <span className="bo-muted">{formatTime(row.created_at, i18n.language)}</span>
                  </td>
                  <td>{formatRupees(row.stake)}</td>
                  <td>
                    {row.payout === null ? '—' : formatRupees(row.payout)}{' '}
                    <span className="bo-muted">
                      {t(`players.rounds.statuses.${row.status}`, { defaultValue: row.status })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
