export const DEVICE_ID_KEY = 'khelo.deviceId';

/** A stable id for this browser, sent as device_details.device_id. Kept outside the session keys. */
export function getDeviceId(): string {
  try {
    const existing = localStorage.getItem(DEVICE_ID_KEY);
    if (existing) return existing;
    const id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return 'web';
  }
}

/** Affiliate, referral and promo codes come from the page's query string when present. */
export function readAttribution(search: string = window.location.search) {
  const params = new URLSearchParams(search);
  return {
    affiliate_id: params.get('aff_id'),
    referral_code: params.get('referral_code'),
    promo_code: params.get('promo_code'),
  };
}
