import { NICKNAME_MAX } from '@khelo/contracts/constants';
import type { OtpChannel } from '../../db/schema';

/** "Player 3210" from a mobile number's last four digits, or the e-mail's local part (at most 17 characters). */
export function defaultDisplayName(channel: OtpChannel, destination: string): string {
  if (channel === 'mobile') return `Player ${destination.slice(-4)}`;
  const local = destination.split('@')[0]?.trim() ?? '';
  return (local || 'Player').slice(0, NICKNAME_MAX);
}
