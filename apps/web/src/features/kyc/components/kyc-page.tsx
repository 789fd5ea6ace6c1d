import { useTranslation } from 'react-i18next';
import { KYC_DOC_TYPES } from '@khelo/contracts/kyc';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useKycDocuments } from '../api/fetch-kyc';
import { KycForm } from './kyc-form';
import { KycStatusList } from './kyc-status-list';
import './kyc-page.css';

// /kyc, KYC Information: the player's documents and their status, and the form for the types not yet
// pending or verified (a rejected one may be submitted again).

export function KycPage() {
  const { t } = useTranslation('kyc');
  const { t: common } = useTranslation();
  const session = useSession();
  const query = { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token };
  const documents = useKycDocuments(query, Boolean(session.playerId && session.oprId));

  let content;
  if (documents.isPending) {
    content = (
      <div className="kyc-state">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else if (documents.isError) {
    content = (
      <div className="kyc-state kyc-state--error" role="alert">
        <WarningIcon className="kyc-state__icon" />
        <p>{t('loadError')}</p>
        <p className="kyc-card__hint">{errorMessage(documents.error, common)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void documents.refetch()}
          loading={documents.isFetching}
        >
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const list = documents.data.data;
    const open = KYC_DOC_TYPES.filter((type) => {
      const existing = list.find((document) => document.doc_type === type);
      return !existing || existing.status === 'rejected';
    });
    content = (
      <div className="kyc">
        <p className="kyc__intro">{t('intro')}</p>
        <div className="kyc__grid">
          <KycStatusList documents={list} />
          {open.length > 0 ? (
            <KycForm key={open.join(',')} query={query} types={open} />
          ) : (
            <p className="kyc-card kyc-card__hint">{t('status.allDone')}</p>
          )}
        </div>
      </div>
    );
  }

  return <PageFrame title={common('pages.kyc')}>{content}</PageFrame>;
}
