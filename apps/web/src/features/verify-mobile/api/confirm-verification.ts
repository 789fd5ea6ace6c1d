import { useMutation } from '@tanstack/react-query';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { MobileVerified, VerifyMobileConfirm } from '@khelo/contracts/verify-mobile';
import { apiPost } from '@/lib/api-client';

export interface ConfirmVerificationInput {
  mobileNumber: string;
  objectId: string;
  otp: string;
}

/** POST verify/mobile-confirm: marks the number verified; it does not log in. */
export function confirmVerification({ mobileNumber, objectId, otp }: ConfirmVerificationInput) {
  const body: VerifyMobileConfirm = {
    otp,
    _id: objectId,
    mobile_number: mobileNumber,
    operator_id: DEFAULT_OPERATOR_ID,
  };
  return apiPost<MobileVerified>('verify/mobile-confirm', body);
}

export function useConfirmVerification() {
  return useMutation({ mutationKey: ['verify-mobile', 'confirm'], mutationFn: confirmVerification });
}
