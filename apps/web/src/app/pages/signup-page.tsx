import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { useLoginModal } from '../layout/login-modal-context';
import { useSession } from '../session/session-context';
import './coming-soon-page.css';

/**
 * /signup: the sign-up entry, where an affiliate's link (?aff_id=…) lands. Signing up is the OTP login, so
 * the login modal opens at once; the OTP request carries aff_id from the query, and after the login the
 * modal returns the player to / with the same query.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { login } = useSession();
  const { open } = useLoginModal();
  const loggedIn = login === true;

  useEffect(() => {
    if (!loggedIn) open();
  }, [loggedIn, open]);

  if (loggedIn) return <Navigate to={{ pathname: '/', search }} replace />;
  return (
    <PageFrame title={t('pages.signup')}>
      <div className="coming-soon">
        <p className="coming-soon__text">{t('pages.signupText')}</p>
        <Button size="lg" onClick={open}>
          {t('footer.loginAndPlay')}
        </Button>
      </div>
    </PageFrame>
  );
}
