import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TRANSACTION_STATUSES, type LedgerTransactionStatus } from '@khelo/contracts/wallet';
import { CLAIMED_REASON } from '@khelo/contracts/backoffice-claims';
import { refusalOf } from '@/lib/compliance/refusal';
import { errorMessage } from '@/lib/error-message';
import { useClaimPayment } from '../api/claim-payment';
import { useDecidePayment } from '../api/decide-payment';
import { useReleasePayment } from '../api/release-payment';
import { usePaymentQueue, type PaymentKind } from '../api/payment-queue';
import { BankMatch } from './bank-match';
import { DecisionForm } from './decision-form';
import { formatRupees, formatTime, Notice, QueryState, type NoticeState } from './query-state';

// /backoffice/cashier: pending manual deposits (UTR, amount, the bank statement's line) and withdrawals (method, destination, TDS),
// approved or rejected with a reason. When two cashiers act on one request the ledger settles it once;
// the second sees "already decided by …". Opening "Approve or reject…" claims the item for 2 minutes, so a
// second cashier sees "being handled by …" before even starting (staff-claims.service.ts).

const KINDS: PaymentKind[] = ['deposits', 'withdrawals'];
/** Withdrawal details the ledger keeps in paise (TDS withheld, docs/payments.md). */
const PAISE_FIELDS = new Set(['gross_amount', 'tds']);

export function CashierPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const [kind, setKind] = useState<PaymentKind>('deposits');
  const [status, setStatus] = useState<LedgerTransactionStatus>('pending');
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const queue = usePaymentQueue(kind, status, 1);
  const decide = useDecidePayment(kind);
  const claim = useClaimPayment(kind);
  const release = useReleasePayment(kind);
  const rows = queue.data?.data ?? [];

  /** "Being handled by X until …" in the staff member's language; else the server's message. */
  function failure(error: unknown): NoticeState {
    const refusal = refusalOf(error);
    if (refusal?.reason === CLAIMED_REASON && refusal.details?.by && refusal.details.until)
      return {
        ok: false,
        text: t('cashier.claimedBy', {
          by: refusal.details.by,
          until: formatTime(refusal.details.until, i18n.language),
        }),
      };
    return { ok: false, text: errorMessage(error, common) };
  }

  function openItem(id: string) {
    setNotice(null);
    claim.mutate(id, {
      onSuccess: () => setOpen(id),
      onError: (error) => setNotice(failure(error)),
    });
  }

  function close(id: string) {
    release.mutate(id);
    setOpen(null);
  }

  return (
    <section aria-labelledby="bo-cashier-title">
      <h1 id="bo-cashier-title">{t('cashier.title')}</h1>
      <div className="bo-toolbar">
        <div role="tablist" className="bo-tabs">
          {KINDS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              aria-selected={kind === candidate}
              className="bo-tab"
              onClick={() => {
                if (open) close(open);
                setKind(candidate);
              }}
            >
              {t(`cashier.${candidate}`)}
            </button>
          ))}
        </div>
        <label className="bo-filter">
          {t('status')}
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as LedgerTransactionStatus)}
          >
            {LEDGER_TRANSACTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Notice notice={notice} />
      <QueryState
        isPending={queue.isPending}
        error={queue.error}
        empty={rows.length === 0}
        onRetry={() => void queue.refetch()}
      />
      <ul className="bo-list">
        {rows.map((row) => {
          const { method: _method, ...details } = row.details;
          return (
            <li key={row.transaction_id} className="bo-card" data-testid={`payment-${row.transaction_id}`}>
              <div className="bo-card__head">
                <strong className="bo-amount">{formatRupees(row.amount)}</strong>
                <span className="bo-badge">{row.method}</span>
                <span className="bo-muted">{formatTime(row.created_at, i18n.language)}</span>
              </div>
              <p>
                {t('player')}: {row.player} <span className="bo-muted">({row.player_id})</span>
              </p>
              <dl className="bo-details">
                {Object.entries(details).map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(`details.${key}`, { defaultValue: key })}</dt>
                    <dd>{PAISE_FIELDS.has(key) ? formatRupees(Number(value) / 100) : value}</dd>
                  </div>
                ))}
              </dl>
              {kind === 'deposits' && row.status === 'pending' ? (
                <BankMatch utr={row.details.utr} amount={row.amount} />
              ) : null}
              {row.status === 'pending' ? (
                open === row.transaction_id ? (
                  <DecisionForm
                    busy={decide.isPending}
                    onCancel={() => close(row.transaction_id)}
                    onDecide={(decision, reason) =>
                      decide.mutate(
                        { id: row.transaction_id, decision, reason },
                        {
                          onSuccess: () => {
                            setNotice({ ok: true, text: t(`decision.${decision}d`) });
                            setOpen(null);
                          },
                          onError: (error) => setNotice(failure(error)),
                        },
                      )
                    }
                  />
                ) : (
                  <button
                    type="button"
                    className="bo-link"
                    disabled={claim.isPending}
                    onClick={() => openItem(row.transaction_id)}
                  >
                    {t('decision.decide')}
                  </button>
                )
              ) : (
                <span className="bo-badge">{t(`statuses.${row.status}`)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
