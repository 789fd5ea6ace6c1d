import { useTranslation } from 'react-i18next';
import { useContactMessages } from '../api/contact-messages';
import { formatTime, QueryState } from './query-state';

// /backoffice/contact: the Contact Us messages, newest first (admin, support).

export function ContactPage() {
  const { t, i18n } = useTranslation('backoffice');
  const messages = useContactMessages(1);
  const rows = messages.data?.data ?? [];
  return (
    <section aria-labelledby="bo-contact-title">
      <h1 id="bo-contact-title">{t('contact.title')}</h1>
      <QueryState
        isPending={messages.isPending}
        error={messages.error}
        empty={rows.length === 0}
        onRetry={() => void messages.refetch()}
      />
      <ul className="bo-list">
        {rows.map((row) => (
          <li key={row.id} className="bo-card">
            <div className="bo-card__head">
              <strong>{row.name}</strong>
              <span className="bo-muted">{row.email}</span>
              <span className="bo-muted">{row.phone}</span>
              <span className="bo-muted">{formatTime(row.created_at, i18n.language)}</span>
            </div>
            <p className="bo-message">{row.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
