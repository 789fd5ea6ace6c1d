import { useMutation } from '@tanstack/react-query';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { LoginSuccess, MobileOtpConfirm } from '@khelo/contracts/auth';
import { apiPost } from '@/lib/api-client';

export interface ConfirmMobileOtpInput {
  otp: string;
  /** objectId of the OTP request's answer. */
  objectId: string;
  mobileNumber: string;
  operatorId?: number;
}

/**
 * POST login/mobile-confirm (core-platform.md section 7). The spec sends the OTP as a number; the server
 * pads it back to 6 digits, so a code starting with 0 still matches.
 */
export function confirmMobileOtp({
  otp,
  objectId,
  mobileNumber,
  operatorId = DEFAULT_OPERATOR_ID,
}: ConfirmMobileOtpInput) {
  const body: MobileOtpConfirm = {
    otp: Number(otp),
    _id: objectId,
    mobile_number: mobileNumber,
    operator_id: operatorId,
  };
  return apiPost<LoginSuccess>('login/mobile-confirm', body, {
    headers: { operator_id: String(operatorId) },
  });
}

export function useConfirmMobileOtp() {
  return useMutation({ mutationKey: ['auth', 'confirm-mobile-otp'], mutationFn: confirmMobileOtp });
}
