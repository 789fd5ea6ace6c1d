import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useDecideAdjustment, usePendingAdjustments } from '../api/pending-adjustments';
import { usePlayerSearch } from '../api/player-search';
import { useStaffSession } from '../staff-session';
import { PlayerFile } from './player-file';
import { formatRupees, formatTime, QueryState } from './query-state';

// /backoffice/players: search by mobile, e-mail or id; the player's file; for admins, the adjustments that
// wait for a second approver. ?player=<id> opens that player's file (links from the tables screens).

export function PlayersPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const session = useStaffSession();
  const isAdmin = session?.staff.role === 'admin';
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(params.get('player'));
  const search = usePlayerSearch(q);
  const pending = usePendingAdjustments(isAdmin);
  const decide = useDecideAdjustment();
  const rows = search.data?.data ?? [];

  return (
    <section aria-labelledby="bo-players-title">
      <h1 id="bo-players-title">{t('players.title')}</h1>
      {isAdmin && (pending.data?.data.length ?? 0) > 0 ? (
        <div className="bo-section">
          <h2>{t('players.pending')}</h2>
          {decide.isError ? (
            <p className="bo-error" role="alert">
              {errorMessage(decide.error, common)}
            </p>
          ) : null}
          <ul className="bo-list">
            {pending.data!.data.map((row) => (
              <li key={row.id} className="bo-card bo-card__head">
                <strong className="bo-amount">{formatRupees(row.amount)}</strong>
                <button type="button" className="bo-link" onClick={() => setSelected(row.player_id)}>
                  {row.player_id}
                </button>
                <span>{row.reason}</span>
                <span className="bo-muted">
                  {row.requested_by} · {formatTime(row.created_at, i18n.language)}
                </span>
                <Button size="sm" onClick={() => decide.mutate({ id: row.id, decision: 'approve' })}>
                  {t('decision.approve')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => decide.mutate({ id: row.id, decision: 'reject' })}
                >
                  {t('decision.reject')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        className="bo-inline-form"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setQ(text.trim());
          setSelected(null);
        }}
      >
        <TextField
          label={t('players.search')}
          hint={t('players.searchHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={text.trim().length < 3}>
          {t('players.find')}
        </Button>
      </form>
      {q ? (
        <QueryState
          isPending={search.isPending}
          error={search.error}
          empty={rows.length === 0}
          onRetry={() => void search.refetch()}
        />
      ) : null}
      <ul className="bo-list">
        {rows.map((row) => (
          <li key={row.id} className="bo-card bo-card__head">
            <button type="button" className="bo-link" onClick={() => setSelected(row.id)}>
              {row.display_name}
            </button>
            <span>{row.mobile_number ?? row.email}</span>
            <span className="bo-badge">
              {t(`players.statuses.${row.status}`, { defaultValue: row.status })}
            </span>
            <code className="bo-muted">{row.id}</code>
          </li>
        ))}
      </ul>
      {selected ? <PlayerFile playerId={selected} canAdjust={isAdmin} /> : null}
    </section>
  );
}
