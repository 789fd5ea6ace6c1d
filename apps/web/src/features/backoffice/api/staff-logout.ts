import { clearStaffSession } from '../staff-session';
import { staffRequest } from './staff-request';

// POST /staff/auth/logout: ends the session on the server; the tab forgets it whatever the answer.

export async function staffLogout(): Promise<void> {
  try {
    await staffRequest('POST', '/staff/auth/logout');
  } finally {
    clearStaffSession();
  }
}
