import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffShow } from '@khelo/contracts/fortune-wheel';
import { errorMessage } from '@/lib/error-message';
import { useCreateFortuneShow } from '../../api/fortune-show-create';
import { useFortuneStaffShows } from '../../api/fortune-staff-shows';
import { formatRupees, formatTime, QueryState, type NoticeState } from '../query-state';

// The shows: schedule one (admin; its budget must fit what the promotions budget has free), and the list
// with status, registrations, budget and paid, and the draw's picks (stage, alternates, audience winners).

type PickGroup = 'onstage' | 'alternates' | 'audience';

/** One group of picks: each player by display name, the start of the id small beside it (to look one up). */
function Picks({ group, show }: { group: PickGroup; show: StaffShow }) {
  const { t } = useTranslation('backoffice');
  const ids = show[group];
  if (ids.length === 0) return null;
  return (
    <div data-testid={`picks-${group}`}>
      {t(`fortuneWheel.pickGroups.${group}`)}{' '}
      {ids.map((id, index) => (
        <span key={id} className="bo-fortune__pick">
          {index > 0 ? ', ' : ''}
          {show.names[id] ?? ''} <small className="bo-muted">{id.slice(0, 8)}</small>
        </span>
      ))}
    </div>
  );
}

/** datetime-local gives the staff member's local time without a zone; the call wants ISO with one. */
function isoOf(local: string): string {
  return new Date(local).toISOString();
}

export function ShowsPanel({
  canEdit,
  onNotice,
}: {
  canEdit: boolean;
  onNotice: (notice: NoticeState) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const shows = useFortuneStaffShows();
  const create = useCreateFortuneShow();
  const [form, setForm] = useState({
    title: '',
    language: 'en' as 'en' | 'hi',
    startsAt: '',
    budget: '500',
    perPoint: '0.01',
    audience: '5',
  });
  const rows = shows.data?.shows ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        title: form.title,
        language: form.language,
        starts_at: isoOf(form.startsAt),
        budget: Number(form.budget),
        rupees_per_point: Number(form.perPoint),
        audience_prize: Number(form.audience),
      },
      {
        onSuccess: () => {
          onNotice({ ok: true, text: t('fortuneWheel.scheduled', { title: form.title }) });
          setForm({ ...form, title: '', startsAt: '' });
        },
        onError: (error) => onNotice({ ok: false, text: errorMessage(error, common) }),
      },
    );
  }

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });

  return (
    <section aria-labelledby="bo-fortune-shows" className="bo-card" data-testid="fortune-shows">
      <h2 id="bo-fortune-shows">{t('fortuneWheel.shows')}</h2>
      {canEdit ? (
        <form className="bo-inline-form" onSubmit={submit}>
          <label>
            {t('fortuneWheel.showTitle')}
            <input required maxLength={80} {...field('title')} />
          </label>
          <label>
            {t('fortuneWheel.language')}
            <select {...field('language')}>
              <option value="en">{t('fortuneWheel.languages.en')}</option>
              <option value="hi">{t('fortuneWheel.languages.hi')}</option>
            </select>
          </label>
          <label>
            {t('fortuneWheel.startsAt')}
            <input type="datetime-local" step="1" required {...field('startsAt')} />
          </label>
          <label>
            {t('fortuneWheel.showBudget')}
            <input type="number" min="1" step="0.01" required {...field('budget')} />
          </label>
          <label>
            {t('fortuneWheel.perPoint')}
            <input type="number" min="0.01" step="0.01" required {...field('perPoint')} />
          </label>
          <label>
            {t('fortuneWheel.audiencePrize')}
            <input type="number" min="0.01" step="0.01" required {...field('audience')} />
          </label>
          <button type="submit" className="btn btn--primary btn--sm" disabled={create.isPending}>
            {t('fortuneWheel.schedule')}
          </button>
        </form>
      ) : null}
      <QueryState
        isPending={shows.isPending}
        error={shows.error}
        empty={rows.length === 0}
        onRetry={() => void shows.refetch()}
      />
      {rows.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('fortuneWheel.showTitle')}</th>
                <th scope="col">{t('fortuneWheel.startsAt')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('fortuneWheel.registered')}</th>
                <th scope="col">{t('fortuneWheel.showBudget')}</th>
                <th scope="col">{t('fortuneWheel.paid')}</th>
                <th scope="col">{t('fortuneWheel.picks')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((show) => (
                <tr key={show.id} data-testid="fortune-show-row" data-show-id={show.id}>
                  <td>
                    {show.title}
                    <br />
                    <span className="bo-muted">{t(`fortuneWheel.languages.${show.language}`)}</span>
                  </td>
                  <td>{formatTime(show.starts_at, i18n.language)}</td>
                  <td data-testid="show-status">
                    {t(`fortuneWheel.statuses.${show.status}`)}
                    {show.round ? ` · ${t('fortuneWheel.round', { n: show.round })}` : ''}
                  </td>
                  <td>{show.registrations}</td>
                  <td>{formatRupees(show.budget)}</td>
                  <td data-testid="show-paid">{formatRupees(show.prizes_paid)}</td>
                  <td className="bo-fortune__picks">
                    {show.onstage.length > 0 ? (
                      <>
                        <Picks group="onstage" show={show} />
                        <Picks group="alternates" show={show} />
                        <Picks group="audience" show={show} />
                      </>
                    ) : (
                      <span className="bo-muted">{t('fortuneWheel.notDrawn')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
