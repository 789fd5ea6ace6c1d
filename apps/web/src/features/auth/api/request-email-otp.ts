import { useMutation } from '@tanstack/react-query';
import { COUNTRY_CODE, CURRENCY, DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { EmailOtpRequest, OtpSent } from '@khelo/contracts/auth';
import { apiPost } from '@/lib/api-client';
import { getDeviceId, readAttribution } from './device-id';

export interface RequestEmailOtpInput {
  email: string;
  operatorId?: number;
  /** The page's query string: aff_id, referral_code and promo_code travel with the request. */
  search?: string;
}

/** POST login/email (core-platform.md section 7), header operator_id. */
export function requestEmailOtp({ email, operatorId = DEFAULT_OPERATOR_ID, search }: RequestEmailOtpInput) {
  const body: EmailOtpRequest = {
    country_code: COUNTRY_CODE,
    email: email.trim(),
    currency: CURRENCY,
    device_details: { device_id: getDeviceId() },
    ...readAttribution(search),
    operator_id: operatorId,
  };
  return apiPost<OtpSent>('login/email', body, { headers: { operator_id: String(operatorId) } });
}

export function useRequestEmailOtp() {
  return useMutation({ mutationKey: ['auth', 'request-email-otp'], mutationFn: requestEmailOtp });
}
