import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { ConfigError, loadConfig } from '../../config';
import { createProviderSecretsRepository } from './provider-secrets.repository';
import { createProviderSecretsService, developmentSecret } from './provider-secrets.service';
import { openSecret, sealSecret } from './secret-box';
import { signBody, signatureMatches } from './signature';

// Where wallet-api secrets come from (config, database, development default) and how they sign.

const baseEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  DATA_KEY: randomBytes(32).toString('base64'),
  SANDBOX: '0',
  SMS_URL: 'https://sms.example/send',
  SMTP_URL: 'smtp://mail.example',
};
const LONG = 'x'.repeat(32);

describe('WALLET_PROVIDER_SECRETS', () => {
  it('reads CODE=secret pairs', () => {
    const config = loadConfig({ ...baseEnv, WALLET_PROVIDER_SECRETS: `MZ=${LONG}, SPB=${LONG}==` });
    expect(config.walletProviderSecrets).toEqual({ MZ: LONG, SPB: `${LONG}==` });
    expect(loadConfig(baseEnv).walletProviderSecrets).toEqual({});
  });

  it('stops the start on a malformed list or a short secret, naming the variable', () => {
    expect(() => loadConfig({ ...baseEnv, WALLET_PROVIDER_SECRETS: 'MZ' })).toThrow(
      new ConfigError('WALLET_PROVIDER_SECRETS: must be CODE=secret pairs separated by commas'),
    );
    expect(() => loadConfig({ ...baseEnv, WALLET_PROVIDER_SECRETS: 'MZ=short' })).toThrow(
      'WALLET_PROVIDER_SECRETS: the secret of MZ must be at least 32 characters',
    );
  });
});

describe('provider secrets', () => {
  let database: TestDatabase;
  const dataKey = randomBytes(32);
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it('config first, then the database (sealed), then the development default; none in production', async () => {
    const repository = createProviderSecretsRepository(database.database.db);
    const development = createProviderSecretsService({
      repository,
      configured: { MZ: LONG },
      dataKey,
      developmentKey: 'session-secret',
    });
    expect(await development.secretFor('MZ')).toEqual({ secret: LONG, source: 'config' });
    expect(await development.secretFor('SPB')).toEqual({
      secret: developmentSecret('session-secret', 'SPB'),
      source: 'development',
    });

    await development.save('SPB', 'stored-secret-of-thirty-two-chars!');
    expect(await development.secretFor('SPB')).toEqual({
      secret: 'stored-secret-of-thirty-two-chars!',
      source: 'database',
    });
    // Sealed at rest: the row does not contain the secret.
    expect(await repository.find('SPB')).not.toContain('stored-secret');

    const production = createProviderSecretsService({
      repository,
      configured: {},
      dataKey,
      developmentKey: null,
    });
    expect(await production.secretFor('SPB')).toEqual({
      secret: 'stored-secret-of-thirty-two-chars!',
      source: 'database',
    });
    expect(await production.secretFor('ARN')).toBeNull();
    expect(await production.secretFor('bad code!')).toBeNull();
    // Sealed with another key: unreadable, so unknown.
    const otherKey = createProviderSecretsService({
      repository,
      configured: {},
      dataKey: randomBytes(32),
      developmentKey: null,
    });
    expect(await otherKey.secretFor('SPB')).toBeNull();
  });

  it('a rotation reaches other processes once their cache ages out', async () => {
    let clock = 0;
    const repository = createProviderSecretsRepository(database.database.db);
    const reader = createProviderSecretsService({
      repository,
      configured: {},
      dataKey,
      developmentKey: null,
      now: () => clock,
    });
    const writer = createProviderSecretsService({
      repository,
      configured: {},
      dataKey,
      developmentKey: null,
    });
    await writer.save('EZT', 'first-secret-of-thirty-two-chars!!');
    expect((await reader.secretFor('EZT'))?.secret).toBe('first-secret-of-thirty-two-chars!!');
    await writer.save('EZT', 'second-secret-of-thirty-two-chars!');
    expect((await reader.secretFor('EZT'))?.secret).toBe('first-secret-of-thirty-two-chars!!');
    clock += 60_001;
    expect((await reader.secretFor('EZT'))?.secret).toBe('second-secret-of-thirty-two-chars!');
  });
});

describe('sealing and signing', () => {
  it('seals with AES-256-GCM and refuses tampering', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, 'top secret');
    expect(openSecret(key, sealed)).toBe('top secret');
    expect(sealSecret(key, 'top secret')).not.toBe(sealed);
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1]! ^= 1;
    expect(openSecret(key, tampered.toString('base64url'))).toBeNull();
  });

  it('signs the raw body as hex HMAC-SHA256 (the docs/wallet.md example)', () => {
    const body =
      '{"request_id":"req-1001","token":"Jm5v1fQ2kXb8yT0cW4sR7uL9pA3eZ6hN1dG5qB8vC2x","game_code":"SPB02001","currency":"INR"}';
    const secret = 'b3f1c0de5ec4e7a9b2d84c1f6a7e90d2c35b8f41a6e2d7c9';
    const signature = signBody(secret, body);
    expect(signature).toBe('6df447304509c54b9dca8dbbd0f688095f07c73ccb7b4941338fc942933d1834');
    expect(signatureMatches(secret, Buffer.from(body), signature)).toBe(true);
    expect(signatureMatches(secret, Buffer.from(body), `sha256=${signature.toUpperCase()}`)).toBe(true);
    expect(signatureMatches(secret, Buffer.from(`${body} `), signature)).toBe(false);
    expect(signatureMatches(secret, Buffer.from(body), 'not-hex')).toBe(false);
    expect(signatureMatches(secret, Buffer.from(body), undefined)).toBe(false);
  });
});
