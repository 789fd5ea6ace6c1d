import { Navigate } from 'react-router';
import { screensFor } from '../backoffice-nav';
import { useStaffSession } from '../staff-session';

// /backoffice: the first screen this role may use.

export function BackofficeHome() {
  const session = useStaffSession();
  if (!session) return <Navigate to="/backoffice/login" replace />;
  const first = screensFor(session.staff.role)[0];
  return <Navigate to={`/backoffice/${first?.path ?? 'audit'}`} replace />;
}
