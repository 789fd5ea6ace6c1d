import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { Db } from './client';
import { operators } from './schema';

// Demo data that every start applies again: inserts what is missing and never overwrites what exists,
// so edits made by an operator survive restarts.

export const DEMO_OPERATOR = { id: DEFAULT_OPERATOR_ID, code: 'KHELO', name: 'Khelo' } as const;

export async function seed(db: Db): Promise<void> {
  await db.insert(operators).values(DEMO_OPERATOR).onConflictDoNothing();
}
