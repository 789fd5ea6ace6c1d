import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import { useLoginModal } from './login-modal-context';
import { Logo } from './logo';
import './footer.css';

/** The app is offered through the verification landing page ("Download and Start Playing"). */
const DOWNLOAD_LINK = '/verify-mobile';

function AndroidGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 9h12v8a2 2 0 0 1-2 2h-1v2.5a1.5 1.5 0 0 1-3 0V19h-0v2.5a1.5 1.5 0 0 1-3 0V19H8a2 2 0 0 1-2-2V9Zm-3 .5a1.5 1.5 0 0 1 3 0v5a1.5 1.5 0 0 1-3 0v-5Zm15 0a1.5 1.5 0 0 1 3 0v5a1.5 1.5 0 0 1-3 0v-5ZM6.2 8a6 6 0 0 1 3-4.6L8.1 1.7a.4.4 0 0 1 .7-.4L10 3a6 6 0 0 1 4 0l1.2-1.7a.4.4 0 0 1 .7.4l-1.1 1.7A6 6 0 0 1 17.8 8H6.2Zm3.3-2.5a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6Zm5 0a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6Z"
      />
    </svg>
  );
}

function PhoneGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 18.5h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const session = useSession();
  const loginModal = useLoginModal();

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            <li>
              <Link to="/">{t('footer.home')}</Link>
            </li>
            <li>
              <Link to="/promotions">{t('footer.promotions')}</Link>
            </li>
            <li>
              <Link to={DOWNLOAD_LINK}>{t('footer.downloadApp')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('footer.contactUs')}</Link>
            </li>
            <li>
              {session.login === true ? (
                <Link to="/">{t('footer.loginAndPlay')}</Link>
              ) : (
                <button type="button" className="site-footer__link-button" onClick={loginModal.open}>
                  {t('footer.loginAndPlay')}
                </button>
              )}
            </li>
            <li>
              <Link to="/privacypolicy">{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to="/termsandconditions">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__apps" data-testid="app-badges">
          <p className="site-footer__apps-title">{t('footer.getTheApp')}</p>
          <div className="site-footer__badges">
            <Link to={DOWNLOAD_LINK} className="app-badge">
              <AndroidGlyph />
              <span>{t('footer.android')}</span>
            </Link>
            <Link to={DOWNLOAD_LINK} className="app-badge">
              <PhoneGlyph />
              <span>{t('footer.ios')}</span>
            </Link>
          </div>
        </div>
      </div>
      <div className="site-footer__legal">
        <p className="container">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
