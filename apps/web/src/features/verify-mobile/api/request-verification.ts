import { useMutation } from '@tanstack/react-query';
import { COUNTRY_CODE, DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { VerifyMobileRequest, VerifyMobileSent } from '@khelo/contracts/verify-mobile';
import { useSession } from '@/app/session/session-context';
import { apiPost } from '@/lib/api-client';

/** POST verify/mobile: a verification code to a registered number (also the Resend link). */
export function requestVerification(mobileNumber: string, token?: string | null) {
  const body: VerifyMobileRequest = {
    country_code: COUNTRY_CODE,
    mobile_number: mobileNumber,
    operator_id: DEFAULT_OPERATOR_ID,
  };
  // With a session the number may be new: it is added to the player's account (e-mail sign-ups).
  return apiPost<VerifyMobileSent>('verify/mobile', body, { token: token ?? null, renew: false });
}

export function useRequestVerification() {
  const { token } = useSession();
  return useMutation({
    mutationKey: ['verify-mobile', 'request'],
    mutationFn: (mobileNumber: string) => requestVerification(mobileNumber, token),
  });
}
