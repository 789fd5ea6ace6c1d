import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletProviderSecrets } from '../../db/schema';

export function createProviderSecretsRepository(db: Db) {
  return {
    /** The sealed secret of a provider, or null. */
    async find(providerCode: string): Promise<string | null> {
      const [row] = await db
        .select({ sealed: walletProviderSecrets.secretCiphertext })
        .from(walletProviderSecrets)
        .where(eq(walletProviderSecrets.providerCode, providerCode));
      return row?.sealed ?? null;
    },

    async save(providerCode: string, sealed: string): Promise<void> {
      await db
        .insert(walletProviderSecrets)
        .values({ providerCode, secretCiphertext: sealed })
        .onConflictDoUpdate({
          target: walletProviderSecrets.providerCode,
          set: { secretCiphertext: sealed, updatedAt: sql`now()` },
        });
    },
  };
}

export type ProviderSecretsRepository = ReturnType<typeof createProviderSecretsRepository>;
