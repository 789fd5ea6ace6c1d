import { useMutation } from '@tanstack/react-query';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { EmailOtpConfirm, LoginSuccess } from '@khelo/contracts/auth';
import { apiPost } from '@/lib/api-client';

export interface ConfirmEmailOtpInput {
  otp: string;
  /** objectId of the OTP request's answer. */
  objectId: string;
  email: string;
  operatorId?: number;
}

/** POST login/email-confirm (core-platform.md section 7). */
export function confirmEmailOtp({
  otp,
  objectId,
  email,
  operatorId = DEFAULT_OPERATOR_ID,
}: ConfirmEmailOtpInput) {
  const body: EmailOtpConfirm = { otp, _id: objectId, email, operator_id: operatorId };
  return apiPost<LoginSuccess>('login/email-confirm', body, { headers: { operator_id: String(operatorId) } });
}

export function useConfirmEmailOtp() {
  return useMutation({ mutationKey: ['auth', 'confirm-email-otp'], mutationFn: confirmEmailOtp });
}
