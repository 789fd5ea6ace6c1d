import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { formatIst } from '@/lib/format';
import { useFortuneRegister } from '../api/fortune-register';
import { useFortuneShows } from '../api/fortune-shows';
import { ShowStage } from './show-stage';
import '../fortune-wheel.css';

// /fortune-wheel: the shows on the schedule, register (free, once per show), the countdown; once a show of
// mine is on, this page says "here" every 1.5 s (the presence check, the audience prizes) and shows the stage
// (show-stage.tsx) and, for a contestant, the way to their table; then what the player won.

function Countdown({ at }: { at: string }) {
  const { t } = useTranslation('fortune-wheel');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.round((Date.parse(at) - now) / 1000));
  return (
    <span data-testid="countdown">
      {t('shows.startsIn', { m: Math.floor(seconds / 60), s: String(seconds % 60).padStart(2, '0') })}
    </span>
  );
}

export function FortuneShowsPage() {
  const { t, i18n } = useTranslation('fortune-wheel');
  const { t: common } = useTranslation();
  const session = useSession();
  const playerId = session.login === true ? session.playerId : null;
  const shows = useFortuneShows(playerId, session.token);
  const register = useFortuneRegister(playerId, session.token);
  const [error, setError] = useState<string | null>(null);
  if (!playerId) return <p className="page">{t('shows.login')}</p>;
  if (shows.isError)
    return (
      <p className="page" role="alert">
        {t('shows.loadFailed')}
      </p>
    );
  const list = shows.data ?? [];
  return (
    <section className="page fw-shows">
      <h1>{t('shows.title')}</h1>
      <p>{t('shows.lead')}</p>
      {error ? <p role="alert">{error}</p> : null}
      {shows.isLoading ? <p>{t('shows.loading')}</p> : list.length === 0 ? <p>{t('shows.none')}</p> : null}
      {list.map((show) => (
        <article key={show.id} className="fw-show" data-testid="show" data-show-id={show.id}>
          <h2>{show.title}</h2>
          <p>
            {t(`shows.language.${show.language}`)} · {formatIst(show.starts_at, i18n.language)} ·{' '}
            {t('shows.registrations', { count: show.registrations })}
          </p>
          {show.status === 'scheduled' ? <Countdown at={show.starts_at} /> : null}
          {show.role ? <p data-testid="role">{t(`shows.role.${show.role}`)}</p> : null}
          {show.status === 'scheduled' && !show.registered ? (
            <Button
              loading={register.isPending}
              onClick={() =>
                register.mutate(show.id, {
                  onError: (e) => setError(errorMessage(e, common)),
                })
              }
              data-testid="register"
            >
              {t('shows.register')}
            </Button>
          ) : null}
          {show.status === 'drawn' && show.registered ? (
            <ShowStage show={show} playerId={playerId} token={session.token} />
          ) : null}
          {show.prizes_won > 0 ? (
            <p className="fw-show__prizes" data-testid="prizes-won">
              {t('shows.prizesWon', { amount: show.prizes_won.toFixed(2) })}
            </p>
          ) : null}
          {show.status === 'finished' ? <p>{t('shows.finished')}</p> : null}
          <p className="fw-show__seed">{t('shows.seed', { hash: show.seed_hash.slice(0, 16) })}</p>
        </article>
      ))}
    </section>
  );
}
