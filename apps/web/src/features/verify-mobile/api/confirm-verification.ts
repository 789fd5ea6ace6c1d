import { useMutation } from '@tanstack/react-query';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { MobileVerified, VerifyMobileConfirm } from '@khelo/contracts/verify-mobile';
import { useSession } from '@/app/session/session-context';
import { apiPost } from '@/lib/api-client';

export interface ConfirmVerificationInput {
  mobileNumber: string;
  objectId: string;
  otp: string;
}

/** POST verify/mobile-confirm: marks the number verified; it does not log in. */
export function confirmVerification(
  { mobileNumber, objectId, otp }: ConfirmVerificationInput,
  token?: string | null,
) {
  const body: VerifyMobileConfirm = {
    otp,
    _id: objectId,
    mobile_number: mobileNumber,
    operator_id: DEFAULT_OPERATOR_ID,
  };
  return apiPost<MobileVerified>('verify/mobile-confirm', body, { token: token ?? null, renew: false });
}

export function useConfirmVerification() {
  const { token } = useSession();
  return useMutation({
    mutationKey: ['verify-mobile', 'confirm'],
    mutationFn: (input: ConfirmVerificationInput) => confirmVerification(input, token),
  });
}
