import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuditLog } from '../api/audit-log';
import { useAuditVerify } from '../api/audit-verify';
import { formatTime, QueryState } from './query-state';

// /backoffice/audit: every staff action (who, what, why, before/after details, when), newest first, and
// the result of recomputing the hash chain (the first broken row, if any).

const SUBJECTS = ['', 'deposit', 'withdrawal', 'kyc_document', 'game', 'menu_item', 'player'];

/** Before → after per field when the action recorded both, else the details as they are. */
function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { before, after, ...rest } = details as {
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  };
  const changes = before && after ? Object.keys(after) : [];
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return (
    <dl className="bo-details">
      {changes.map((key) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            {text(before?.[key])} → {text(after?.[key])}
          </dd>
        </div>
      ))}
      {Object.entries(changes.length > 0 ? rest : details).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{text(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ subject_type: subject || undefined, page });
  const verify = useAuditVerify();
  const rows = log.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / (log.data?.page_size ?? 50)));

  return (
    <section aria-labelledby="bo-audit-title">
      <h1 id="bo-audit-title">{t('audit.title')}</h1>
      <div className="bo-toolbar">
        {verify.data ? (
          <p
            className={verify.data.ok ? 'bo-success' : 'bo-error'}
            role={verify.data.ok ? 'status' : 'alert'}
            data-testid="audit-chain"
          >
            {verify.data.ok
              ? t('audit.intact', { count: verify.data.checked })
              : t('audit.broken', { id: verify.data.first_broken_id })}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          loading={verify.isFetching}
          onClick={() => void verify.refetch()}
        >
          {t('audit.verify')}
        </Button>
        <label className="bo-filter">
          {t('audit.subject')}
          <select
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value);
              setPage(1);
            }}
          >
            {SUBJECTS.map((value) => (
              <option key={value} value={value}>
                {value || t('audit.all')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        isPending={log.isPending}
        error={log.error}
        empty={rows.length === 0}
        onRetry={() => void log.refetch()}
      />
      <ul className="bo-list">
        {rows.map((row) => (
          <li key={row.id} className="bo-card" data-testid="audit-row">
            <div className="bo-card__head">
              <code className="bo-action">{row.action}</code>
              <span>
                {row.subject_type} <code className="bo-muted">{row.subject_id}</code>
              </span>
              <span className="bo-muted">
                #{row.id} · {formatTime(row.created_at, i18n.language)}
              </span>
            </div>
            <p>
              {row.staff_email} <span className="bo-muted">({t(`roles.${row.staff_role}`)})</span>
            </p>
            {row.reason ? (
              <p>
                <span className="bo-muted">{t('decision.reason')}:</span> {row.reason}
              </p>
            ) : null}
            <AuditDetails details={row.details} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="bo-pager">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
