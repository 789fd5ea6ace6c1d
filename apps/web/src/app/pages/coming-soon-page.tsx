import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { ClockIcon } from '@/components/ui/icons';
import './coming-soon-page.css';

/** The frame of a page a later issue builds: its translated title and a short "on its way" line. */
export function ComingSoonPage({ titleKey = 'pages.comingSoon' }: { titleKey?: string }) {
  const { t } = useTranslation();
  const { gameName } = useParams();
  const title = gameName ? t(titleKey, { name: gameName.replace(/-/g, ' ') }) : t(titleKey);

  return (
    <PageFrame title={title}>
      <div className="coming-soon">
        <span className="coming-soon__badge" aria-hidden="true">
          <ClockIcon />
        </span>
        <p className="coming-soon__lead">{t('pages.comingSoon')}</p>
        <p className="coming-soon__text">{t('pages.comingSoonText')}</p>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          {t('actions.backToGames')}
        </Link>
      </div>
    </PageFrame>
  );
}
