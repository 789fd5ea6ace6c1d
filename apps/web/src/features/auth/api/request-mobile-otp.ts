import { useMutation } from '@tanstack/react-query';
import { COUNTRY_CODE, DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { MobileOtpRequest, OtpSent } from '@khelo/contracts/auth';
import { apiPost } from '@/lib/api-client';
import { getDeviceId, readAttribution } from './device-id';

export interface RequestMobileOtpInput {
  mobileNumber: string;
  operatorId?: number;
  /** The page's query string: aff_id, referral_code and promo_code travel with the request. */
  search?: string;
}

/** POST login/mobile (core-platform.md section 7), header operator_id. */
export function requestMobileOtp({
  mobileNumber,
  operatorId = DEFAULT_OPERATOR_ID,
  search,
}: RequestMobileOtpInput) {
  const body: MobileOtpRequest = {
    country_code: COUNTRY_CODE,
    mobile_number: mobileNumber,
    device_details: { device_id: getDeviceId() },
    ...readAttribution(search),
    operator_id: operatorId,
  };
  return apiPost<OtpSent>('login/mobile', body, { headers: { operator_id: String(operatorId) } });
}

export function useRequestMobileOtp() {
  return useMutation({ mutationKey: ['auth', 'request-mobile-otp'], mutationFn: requestMobileOtp });
}
