import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { useLoginModal } from './login-modal-context';

/**
 * Player-only pages (architecture.md section 6, interpretation 1): a visitor who is not logged in
 * (or only in the otp state) goes to / with the query string kept, and the login modal opens.
 */
export function RequirePlayer() {
  const { login } = useSession();
  const { search } = useLocation();
  const { open } = useLoginModal();
  const allowed = login === true;

  useEffect(() => {
    if (!allowed) open();
  }, [allowed, open]);

  if (!allowed) return <Navigate to={{ pathname: '/', search }} replace />;
  return <Outlet />;
}
