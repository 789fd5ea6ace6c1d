import type { TFunction } from 'i18next';
import type { LaunchMode } from '@khelo/contracts/practice';
import { tableMoney, type TableMode } from '../tables/table-format';

// Tambola's launch modes in the back office's words: a cash game in rupees, a practice game in chips (the
// same badges and amounts as the tables').

export const tableModeOf = (mode: LaunchMode): TableMode => (mode === 'practice' ? 'practice' : 'cash');

export function tambolaMoney(t: TFunction<'backoffice'>, amount: number, mode: LaunchMode): string {
  return tableMoney(t, amount, tableModeOf(mode));
}
