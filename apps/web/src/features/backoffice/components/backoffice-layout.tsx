import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { staffLogout } from '../api/staff-logout';
import { BACKOFFICE_SCREENS, screensFor } from '../backoffice-nav';
import { useStaffSession } from '../staff-session';
import './backoffice.css';

// The back office's own frame: header with who is logged in, language and logout, the navigation of the
// screens this role may use, and the screen. Without a session every path shows the login.

export function BackofficeLayout() {
  const { t, i18n } = useTranslation('backoffice');
  const session = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const onLogin = location.pathname.replace(/\/+$/, '') === '/backoffice/login';

  if (!session && !onLogin) return <Navigate to="/backoffice/login" replace />;
  if (session && onLogin) return <Navigate to="/backoffice" replace />;

  const segment = location.pathname.split('/')[2] ?? '';
  const screen = BACKOFFICE_SCREENS.find((candidate) => candidate.path === segment);
  const forbidden = session && screen && !screen.roles.includes(session.staff.role);
  const otherLanguage = i18n.language === 'hd' ? 'en' : 'hd';

  return (
    <div className="bo">
      <header className="bo-header">
        <span className="bo-header__brand">{t('title')}</span>
        <div className="bo-header__tools">
          <button
            type="button"
            className="bo-link"
            lang={otherLanguage === 'hd' ? 'hi' : 'en'}
            onClick={() => void i18n.changeLanguage(otherLanguage)}
          >
            {otherLanguage === 'hd' ? 'हिन्दी' : 'English'}
          </button>
          {session ? (
            <>
              <span className="bo-header__who" data-testid="staff-who">
                {session.staff.display_name} · {t(`roles.${session.staff.role}`)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void staffLogout().finally(() => navigate('/backoffice/login'))}
              >
                {t('logout')}
              </Button>
            </>
          ) : null}
        </div>
      </header>
      {session ? (
        <nav className="bo-nav" aria-label={t('nav.label')}>
          {screensFor(session.staff.role).map((item) => (
            <NavLink key={item.path} to={`/backoffice/${item.path}`} className="bo-nav__link">
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <main className="bo-main">
        <Suspense fallback={<Spinner size="lg" label={t('loading')} />}>
          {forbidden ? (
            <p className="bo-empty" role="alert">
              {t('forbidden')}
            </p>
          ) : (
            <Outlet />
          )}
        </Suspense>
      </main>
    </div>
  );
}
