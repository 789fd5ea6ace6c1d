import { createHmac } from 'node:crypto';
import type { ProviderSecretsRepository } from './provider-secrets.repository';
import { openSecret, sealSecret } from './secret-box';

// Where a provider's wallet-api secret comes from (docs/wallet.md), first match wins:
//   1. WALLET_PROVIDER_SECRETS (config), 2. the wallet_provider_secrets table (sealed with DATA_KEY),
//   3. outside production only: derived from SESSION_SECRET per provider code, so a demo works with no
//      set-up and the secret survives restarts (SESSION_SECRET is kept in DATA_DIR/secrets.json).

export type SecretSource = 'config' | 'database' | 'development';

export interface ProviderSecret {
  secret: string;
  source: SecretSource;
}

export interface ProviderSecretsOptions {
  repository: ProviderSecretsRepository;
  configured: Record<string, string>;
  dataKey: Buffer;
  /** SESSION_SECRET outside production; null in production (no derived secrets). */
  developmentKey: string | null;
  now?: () => number;
}

export const PROVIDER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Database secrets are re-read after this long, so a rotation reaches every process without a restart. */
const CACHE_MS = 60_000;

export function developmentSecret(key: string, providerCode: string): string {
  return createHmac('sha256', key).update(`wallet-provider:${providerCode}`).digest('hex');
}

export function createProviderSecretsService(options: ProviderSecretsOptions) {
  const { repository, configured, dataKey, developmentKey } = options;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { value: ProviderSecret | null; until: number }>();

  async function lookup(providerCode: string): Promise<ProviderSecret | null> {
    const fromConfig = configured[providerCode];
    if (fromConfig) return { secret: fromConfig, source: 'config' };
    const sealed = await repository.find(providerCode);
    const stored = sealed === null ? null : openSecret(dataKey, sealed);
    if (stored) return { secret: stored, source: 'database' };
    if (developmentKey)
      return { secret: developmentSecret(developmentKey, providerCode), source: 'development' };
    return null;
  }

  return {
    async secretFor(providerCode: string): Promise<ProviderSecret | null> {
      if (!PROVIDER_CODE_PATTERN.test(providerCode)) return null;
      const cached = cache.get(providerCode);
      if (cached && cached.until > now()) return cached.value;
      const value = await lookup(providerCode);
      cache.set(providerCode, { value, until: now() + CACHE_MS });
      return value;
    },

    /** Stores (or rotates) a provider's secret in the database. */
    async save(providerCode: string, secret: string): Promise<void> {
      if (!PROVIDER_CODE_PATTERN.test(providerCode)) throw new RangeError('invalid provider code');
      await repository.save(providerCode, sealSecret(dataKey, secret));
      cache.delete(providerCode);
    },
  };
}

export type ProviderSecretsService = ReturnType<typeof createProviderSecretsService>;
