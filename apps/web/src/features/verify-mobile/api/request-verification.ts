import { useMutation } from '@tanstack/react-query';
import { COUNTRY_CODE, DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { VerifyMobileRequest, VerifyMobileSent } from '@khelo/contracts/verify-mobile';
import { apiPost } from '@/lib/api-client';

/** POST verify/mobile: a verification code to a registered number (also the Resend link). */
export function requestVerification(mobileNumber: string) {
  const body: VerifyMobileRequest = {
    country_code: COUNTRY_CODE,
    mobile_number: mobileNumber,
    operator_id: DEFAULT_OPERATOR_ID,
  };
  return apiPost<VerifyMobileSent>('verify/mobile', body);
}

export function useRequestVerification() {
  return useMutation({ mutationKey: ['verify-mobile', 'request'], mutationFn: requestVerification });
}
