import { KYC_MESSAGES, kycDetailProblemOf, type KycDetailProblem } from '@khelo/contracts/kyc';
import { isApiError } from '@/lib/api-client';
import { imageProblemOf } from '@/lib/image-problem';

// The server's save/kycdetails refusals as the words of section 8 (keys of the kyc namespace).

export type KycFailure = {
  key: string;
  tone: 'warning' | 'error';
  /** The check a number or name failed (messages.invalidBecause names it). */
  detail?: KycDetailProblem;
} | null;

export function kycFailureKey(error: unknown): KycFailure {
  const problem = imageProblemOf(error);
  if (problem)
    return { key: problem === 'missing' ? 'messages.attach' : `errors.image.${problem}`, tone: 'error' };
  if (!isApiError(error) || error.kind !== 'HTTP') return null;
  const message = error.message;
  if (message === KYC_MESSAGES.alreadySubmitted) return { key: 'messages.already', tone: 'warning' };
  if (message === KYC_MESSAGES.takenNumber) return { key: 'messages.taken', tone: 'error' };
  if (message === KYC_MESSAGES.backMissing || message === KYC_MESSAGES.frontMissing)
    return { key: 'messages.attach', tone: 'error' };
  if (error.status === 400 && /^(doc_number|player_name|doc_type):/.test(message)) {
    const detail = kycDetailProblemOf(message);
    return detail
      ? { key: 'messages.invalidBecause', tone: 'error', detail }
      : { key: 'messages.invalid', tone: 'error' };
  }
  return null;
}
