import { useTranslation } from 'react-i18next';
import type { KycDocument } from '@khelo/contracts/kyc';
import { CheckIcon, ClockIcon, WarningIcon } from '@/components/ui/icons';
import { formatIst } from '@/lib/format';

// The player's submitted documents with their review state: pending → verified | rejected (with reason).

const ICONS = { pending: ClockIcon, verified: CheckIcon, rejected: WarningIcon } as const;

export function KycStatusList({ documents }: { documents: KycDocument[] }) {
  const { t, i18n } = useTranslation('kyc');
  return (
    <section className="kyc-card" aria-labelledby="kyc-status-title">
      <h2 id="kyc-status-title" className="kyc-card__title">
        {t('status.title')}
      </h2>
      {documents.length === 0 ? (
        <p className="kyc-card__hint">{t('status.none')}</p>
      ) : (
        <ul className="kyc-status">
          {documents.map((document) => {
            const Icon = ICONS[document.status];
            return (
              <li
                key={document.doc_type}
                className="kyc-status__item"
                data-testid={`kyc-${document.doc_type}`}
              >
                <div className="kyc-status__main">
                  <p className="kyc-status__type">{t(`form.${document.doc_type}`)}</p>
                  <p className="kyc-status__meta">
                    {document.player_name} ·{' '}
                    <span className="kyc-status__number" translate="no">
                      {document.doc_number}
                    </span>
                  </p>
                  <p className="kyc-status__meta">
                    {t('status.submittedOn', { date: formatIst(document.submitted_at, i18n.language) })}
                  </p>
                  {document.status === 'rejected' && document.reason ? (
                    <p className="kyc-status__reason">{t('status.reason', { reason: document.reason })}</p>
                  ) : null}
                  {document.status === 'rejected' ? (
                    <p className="kyc-status__meta">{t('status.resubmit')}</p>
                  ) : null}
                </div>
                <span className={`kyc-badge kyc-badge--${document.status}`} data-testid="kyc-status">
                  <Icon aria-hidden="true" />
                  {t(`status.${document.status}`)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
