import { useMutation } from '@tanstack/react-query';
import type { StaffLogin, StaffLoginResponse } from '@khelo/contracts/staff';
import { staffRequest } from './staff-request';

// POST /staff/auth/login: e-mail + password answers step "code" (with the enrolment QR until the first
// full login); with the TOTP code, the session.

export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: StaffLogin) => staffRequest<StaffLoginResponse>('POST', '/staff/auth/login', body),
  });
}
