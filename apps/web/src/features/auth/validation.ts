import { PHONE_DIGITS } from '@khelo/contracts/constants';

// The form's checks. They equal MOBILE_PATTERN and EMAIL_PATTERN of @khelo/contracts/auth (a test keeps
// them in step); importing those values here would pull zod into the entry chunk.
export const MOBILE_INPUT_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const EMAIL_INPUT_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_INPUT_PATTERN.test(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_INPUT_PATTERN.test(value.trim());
}
