import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_SECOND_APPROVER_RUPEES } from '@khelo/contracts/backoffice-players';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useAdjustBalance, usePlayerStatus } from '../api/player-actions';
import { usePlayerFile } from '../api/player-file';
import { useStaffSession } from '../staff-session';
import { PlayerResponsibleGaming, PlayerRounds } from './player-play';
import { formatRupees, formatTime, QueryState } from './query-state';

// One player's file: profile, status (suspend / terminate / reactivate with a reason), balances, KYC,
// responsible gaming, house-game bets, the latest transactions and balance adjustments.

const STATUS_ACTIONS = ['active', 'suspended', 'terminated'] as const;

export function PlayerFile({ playerId, canAdjust }: { playerId: string; canAdjust: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const session = useStaffSession();
  const canSetStatus = session?.staff.role === 'admin' || session?.staff.role === 'support';
  const file = usePlayerFile(playerId);
  const setStatus = usePlayerStatus(playerId);
  const adjust = useAdjustBalance(playerId);
  const [reason, setReason] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [adjustReason, setAdjustReason] = useState('');
  const data = file.data;

  if (!data)
    return (
      <QueryState
        isPending={file.isPending}
        error={file.error}
        empty={false}
        onRetry={() => void file.refetch()}
      />
    );
  const { player } = data;
  const failure = setStatus.error ?? adjust.error;

  return (
    <article className="bo-section bo-card" aria-labelledby="bo-player-name" data-testid="player-file">
      <h2 id="bo-player-name">{player.display_name}</h2>
      <dl className="bo-details">
        <div>
          <dt>{t('players.mobile')}</dt>
          <dd>{player.mobile_number ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('players.email')}</dt>
          <dd>{player.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd data-testid="player-status">
            {t(`players.statuses.${player.status}`, { defaultValue: player.status })}
          </dd>
        </div>
        <div>
          <dt>{t('players.cash')}</dt>
          <dd>{formatRupees(data.balances.cash)}</dd>
        </div>
        <div>
          <dt>{t('players.bonus')}</dt>
          <dd>{formatRupees(data.balances.bonus)}</dd>
        </div>
        <div>
          <dt>KYC</dt>
          <dd>
            {data.kyc
              .map((doc) => `${doc.doc_type} …${doc.number_last4}: ${t(`kyc.statuses.${doc.status}`)}`)
              .join(', ') || '—'}
          </dd>
        </div>
      </dl>
      {failure ? (
        <p className="bo-error" role="alert">
          {errorMessage(failure, common)}
        </p>
      ) : null}
      {canSetStatus ? (
        <div className="bo-inline-form">
          <label>
            {t('decision.reason')}
            <input value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          {STATUS_ACTIONS.filter((status) => status !== player.status).map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'active' ? 'secondary' : 'danger'}
              loading={setStatus.isPending}
              onClick={() => setStatus.mutate({ status, reason })}
            >
              {t(`players.set.${status}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {canAdjust ? (
        <form
          className="bo-inline-form bo-section"
          onSubmit={(event) => {
            event.preventDefault();
            adjust.mutate(
              // The API takes a JSON number; text that is not one goes as null and is refused by name.
              { direction, amount: amount.trim() === '' ? Number.NaN : Number(amount), reason: adjustReason },
              { onSuccess: () => (setAmount(''), setAdjustReason('')) },
            );
          }}
        >
          <label>
            {t('players.adjust')}
            <select
              value={direction}
              onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
            >
              <option value="credit">{t('players.credit')}</option>
              <option value="debit">{t('players.debit')}</option>
            </select>
          </label>
          <label>
            {t('players.amount')}
            <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </label>
          <label>
            {t('decision.reason')}
            <input value={adjustReason} onChange={(event) => setAdjustReason(event.target.value)} />
          </label>
          <Button type="submit" size="sm" loading={adjust.isPending}>
            {t('players.adjustSubmit')}
          </Button>
          <p className="bo-muted">
            {t('players.threshold', { amount: formatRupees(ADJUSTMENT_SECOND_APPROVER_RUPEES) })}
          </p>
        </form>
      ) : null}
      <PlayerResponsibleGaming rg={data.responsible_gaming} />
      <PlayerRounds rounds={data.rounds} />
      <h3>{t('players.ledger')}</h3>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <tbody>
            {[...data.adjustments.filter((row) => row.status === 'pending')].map((row) => (
              <tr key={row.id}>
                <td>{formatTime(row.created_at, i18n.language)}</td>
                <td>{t('players.pendingAdjustment')}</td>
                <td>{formatRupees(row.amount)}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
            {data.ledger.map((row) => (
              <tr key={row.id}>
                <td>{formatTime(row.created_at, i18n.language)}</td>
                <td>
                  <code>{row.type}</code> <span className="bo-muted">{row.status}</span>
                </td>
                <td>{formatRupees(row.amount)}</td>
                <td>{row.remarks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
