import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InfoDocumentName } from '@khelo/contracts/info-content';
import { useLoginModal } from '@/app/layout/login-modal-context';
import { useSession } from '@/app/session/session-context';
import { Button, buttonClass } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { formatIst } from '@/lib/format';
import { useInfoDocument } from '../api/info-document';
import { InfoSections } from './info-sections';
import './info-document-page.css';

// /termsandconditions, /privacypolicy and /promotions: a header with a close button back to / and the
// document of the reader's language (public/content/{en,hd}/{name}.json).

const TITLE_KEYS: Record<InfoDocumentName, string> = {
  terms: 'pages.terms',
  privacy: 'pages.privacy',
  promotions: 'pages.promotions',
};

function PromotionsAction() {
  const { t } = useTranslation('pages');
  const session = useSession();
  const loginModal = useLoginModal();
  if (session.login === true)
    return (
      <Link to="/" className={buttonClass('primary', 'md')}>
        {t('promotions.play')}
      </Link>
    );
  return <Button onClick={loginModal.open}>{t('promotions.cta')}</Button>;
}

function InfoDocumentPage({ name }: { name: InfoDocumentName }) {
  const { t, i18n } = useTranslation('pages');
  const { t: common } = useTranslation();
  const document = useInfoDocument(name, i18n.language);

  let content;
  if (document.isPending) {
    content = (
      <div className="info-state">
        <Spinner size="lg" label={t('document.loading')} />
      </div>
    );
  } else if (document.isError) {
    content = (
      <div className="info-state" role="alert">
        <WarningIcon className="info-state__icon" />
        <p>{t('document.error')}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void document.refetch()}
          loading={document.isFetching}
        >
          {t('document.retry')}
        </Button>
      </div>
    );
  } else {
    const { data } = document;
    // A calendar date: noon UTC is the same day in every time zone the reader may be in.
    content = (
      <div className={`info-doc info-doc--${name}`}>
        <p className="info-doc__updated">
          {t('document.updated', { date: formatIst(`${data.updated}T12:00:00Z`, i18n.language, 'date') })}
        </p>
        <p className="info-doc__intro">{data.intro}</p>
        {name === 'promotions' ? null : (
          <nav className="info-doc__toc" aria-label={t('document.contents')}>
            <ol>
              {data.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${name}-${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <InfoSections prefix={name} sections={data.sections} />
        {name === 'promotions' ? (
          <div className="info-doc__action">
            <PromotionsAction />
          </div>
        ) : null}
      </div>
    );
  }

  return <PageFrame title={common(TITLE_KEYS[name])}>{content}</PageFrame>;
}

export function TermsPage() {
  return <InfoDocumentPage name="terms" />;
}

export function PrivacyPage() {
  return <InfoDocumentPage name="privacy" />;
}

export function PromotionsPage() {
  return <InfoDocumentPage name="promotions" />;
}
