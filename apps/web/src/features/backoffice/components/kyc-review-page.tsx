import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_STATUSES, type KycStatus } from '@khelo/contracts/kyc';
import { errorMessage } from '@/lib/error-message';
import { useDecideKyc } from '../api/decide-kyc';
import { useKycQueue } from '../api/kyc-queue';
import { useKycSubmission } from '../api/kyc-submission';
import { DecisionForm } from './decision-form';
import { formatTime, Notice, QueryState, type NoticeState } from './query-state';

// /backoffice/kyc: submissions by status; opening one shows the full number and the decrypted images (only
// here, each view audited), then approve or reject with a reason the player sees.

export function KycReviewPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const [status, setStatus] = useState<KycStatus>('pending');
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const queue = useKycQueue(status, 1);
  const detail = useKycSubmission(open);
  const decide = useDecideKyc();
  const rows = queue.data?.data ?? [];
  const submission = detail.data?.data;

  return (
    <section aria-labelledby="bo-kyc-title">
      <h1 id="bo-kyc-title">{t('kyc.title')}</h1>
      <div className="bo-toolbar">
        <label className="bo-filter">
          {t('status')}
          <select value={status} onChange={(event) => setStatus(event.target.value as KycStatus)}>
            {KYC_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`kyc.statuses.${value}`)}
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
        {rows.map((row) => (
          <li key={row.id} className="bo-card" data-testid={`kyc-${row.player_id}`}>
            <div className="bo-card__head">
              <strong>{row.player_name || row.player_id}</strong>
              <span className="bo-badge">{row.doc_type}</span>
              <span className="bo-muted">…{row.doc_number_last4}</span>
              <span className="bo-muted">{formatTime(row.submitted_at, i18n.language)}</span>
            </div>
            {open === row.id ? (
              <div className="bo-kyc">
                {detail.isPending ? <p className="bo-muted">{t('loading')}</p> : null}
                {detail.isError ? (
                  <p className="bo-error" role="alert">
                    {errorMessage(detail.error, common)}
                  </p>
                ) : null}
                {submission ? (
                  <>
                    <p>
                      {t('kyc.number')}: <code>{submission.doc_number}</code>
                    </p>
                    <div className="bo-kyc__images">
                      <img src={submission.front_img} alt={t('kyc.front')} />
                      {submission.back_img ? <img src={submission.back_img} alt={t('kyc.back')} /> : null}
                    </div>
                    {submission.status === 'pending' ? (
                      <DecisionForm
                        busy={decide.isPending}
                        approveNeedsReason={false}
                        onCancel={() => setOpen(null)}
                        onDecide={(decision, reason) =>
                          decide.mutate(
                            { id: row.id, decision, reason },
                            {
                              onSuccess: () => {
                                setNotice({ ok: true, text: t(`decision.${decision}d`) });
                                setOpen(null);
                              },
                              onError: (error) => setNotice({ ok: false, text: errorMessage(error, common) }),
                            },
                          )
                        }
                      />
                    ) : (
                      <p className="bo-muted">
                        {t(`kyc.statuses.${submission.status}`)} · {submission.reviewed_by ?? ''}{' '}
                        {submission.reason ?? ''}
                      </p>
                    )}
                  </>
                ) : null}
              </div>
            ) : (
              <button type="button" className="bo-link" onClick={() => setOpen(row.id)}>
                {t('kyc.review')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
