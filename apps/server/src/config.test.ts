import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, describeDatabaseUrl, loadConfig, type Env } from './config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'khelo-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PROD_SECRETS = { SESSION_SECRET: 'x'.repeat(40), DATA_KEY: Buffer.alloc(32, 7).toString('base64') };
const PROD_DELIVERY = { SMS_URL: 'https://sms.example/send', SMTP_URL: 'smtps://user:pass@mail.example' };

function failure(env: Env): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      sandbox: true,
      operatorId: 230201,
      webOrigin: 'http://127.0.0.1:8080',
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
      webPublicDir: path.join(REPO_ROOT, 'apps/web/public'),
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
    });
    expect(config.dataKey).toHaveLength(32);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u:p@db.example:6543/khelo',
      REDIS_URL: 'rediss://cache.example:6380',
      SANDBOX: 'false',
      OPERATOR_ID: '42',
      WEB_ORIGIN: 'https://khelo.example/ignored-path',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://u:p@db.example:6543/khelo',
      redisUrl: 'rediss://cache.example:6380',
      sandbox: false,
      operatorId: 42,
      webOrigin: 'https://khelo.example',
      logLevel: 'debug',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number 1-65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a port number 1-65535 (got "70000")'],
    [{ PORT: '0' }, 'PORT: must be a port number 1-65535 (got "0")'],
    [{ DATABASE_URL: 'mysql://root@127.0.0.1/test' }, 'DATABASE_URL: must be a postgres:// URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL: must be a postgres:// URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL: must be a redis:// URL'],
    [{ SANDBOX: 'maybe' }, 'SANDBOX: must be 1, 0, true or false (got "maybe")'],
    [{ OPERATOR_ID: '-5' }, 'OPERATOR_ID: must be a positive integer (got "-5")'],
    [{ OPERATOR_ID: '1.5' }, 'OPERATOR_ID: must be a positive integer (got "1.5")'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [{ WEB_ORIGIN: 'ftp://x' }, 'WEB_ORIGIN: must be an http:// or https:// origin'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [
      { DATA_KEY: Buffer.alloc(16).toString('base64') },
      'DATA_KEY: must be 32 bytes in base64 (openssl rand -base64 32)',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(failure(env)).toBe(message);
  });

  it('checks the delivery settings', () => {
    const dataDir = tempDir();
    expect(failure({ DATA_DIR: dataDir, SMTP_URL: 'http://mail.example' })).toBe(
      'SMTP_URL: must be a smtp:// or smtps:// URL',
    );
    expect(failure({ DATA_DIR: dataDir, SMS_URL: 'ftp://sms.example' })).toBe(
      'SMS_URL: must be a http:// or https:// URL',
    );
    expect(failure({ DATA_DIR: dataDir, SMTP_FROM: 'not an address' })).toMatch(/^SMTP_FROM: must be/);
    const config = loadConfig({ DATA_DIR: dataDir, SMS_URL: 'http://127.0.0.1:9/sms', SMS_TOKEN: 't' });
    expect(config).toMatchObject({ smsUrl: 'http://127.0.0.1:9/sms', smsToken: 't', smtpUrl: undefined });
    expect(config.smtpFrom).toBe('Khelo <no-reply@khelo.local>');
  });

  it('reads the per-IP OTP limit, 20 by default', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).otpPerIpPerHour).toBe(20);
    expect(loadConfig({ DATA_DIR: dataDir, OTP_PER_IP_PER_HOUR: '500' }).otpPerIpPerHour).toBe(500);
    expect(failure({ DATA_DIR: dataDir, OTP_PER_IP_PER_HOUR: '0' })).toBe(
      'OTP_PER_IP_PER_HOUR: must be a whole number from 1 to 1000000 (got "0")',
    );
  });

  it('reads the PostgreSQL pool size, 32 by default', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).databasePoolSize).toBe(32);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '64' }).databasePoolSize).toBe(64);
    expect(failure({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 'many' })).toBe(
      'DATABASE_POOL_SIZE: must be a whole number from 1 to 1000 (got "many")',
    );
  });

  it('accepts SANDBOX as 1/0/true/false', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, SANDBOX: '0' }).sandbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SANDBOX: 'TRUE' }).sandbox).toBe(true);
  });

  describe('in production', () => {
    it('refuses to start without secrets', () => {
      expect(failure({ NODE_ENV: 'production', DATA_KEY: PROD_SECRETS.DATA_KEY })).toBe(
        'SESSION_SECRET: is required when NODE_ENV=production',
      );
      expect(failure({ NODE_ENV: 'production', SESSION_SECRET: PROD_SECRETS.SESSION_SECRET })).toBe(
        'DATA_KEY: is required when NODE_ENV=production',
      );
    });

    it('refuses short secrets', () => {
      expect(failure({ NODE_ENV: 'production', ...PROD_SECRETS, SESSION_SECRET: 'y'.repeat(31) })).toBe(
        'SESSION_SECRET: must be at least 32 characters',
      );
    });

    it('refuses the sandbox', () => {
      expect(failure({ NODE_ENV: 'production', ...PROD_SECRETS, SANDBOX: '1' })).toMatch(
        /^SANDBOX: must be off/,
      );
    });

    it('starts with real secrets, sandbox off and no secrets file', () => {
      const dataDir = tempDir();
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        ...PROD_SECRETS,
        ...PROD_DELIVERY,
      });
      expect(config).toMatchObject({
        isProduction: true,
        sandbox: false,
        sessionSecret: PROD_SECRETS.SESSION_SECRET,
        smsUrl: PROD_DELIVERY.SMS_URL,
        smtpUrl: PROD_DELIVERY.SMTP_URL,
      });
      expect(() => statSync(path.join(dataDir, 'secrets.json'))).toThrow();
    });

    it('refuses to start without a way to deliver OTPs', () => {
      expect(failure({ NODE_ENV: 'production', ...PROD_SECRETS, SMTP_URL: PROD_DELIVERY.SMTP_URL })).toBe(
        'SMS_URL: is required when NODE_ENV=production (OTP texts)',
      );
      expect(failure({ NODE_ENV: 'production', ...PROD_SECRETS, SMS_URL: PROD_DELIVERY.SMS_URL })).toBe(
        'SMTP_URL: is required when NODE_ENV=production (OTP e-mails)',
      );
    });
  });

  describe('development secrets', () => {
    it('are generated into DATA_DIR/secrets.json with mode 0600 and reused', () => {
      const dataDir = path.join(tempDir(), 'nested');
      const first = loadConfig({ DATA_DIR: dataDir });
      const file = path.join(dataDir, 'secrets.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { SESSION_SECRET: string; DATA_KEY: string };
      expect(stored.SESSION_SECRET).toBe(first.sessionSecret);
      expect(Buffer.from(stored.DATA_KEY, 'base64').equals(first.dataKey)).toBe(true);

      const second = loadConfig({ DATA_DIR: dataDir });
      expect(second.sessionSecret).toBe(first.sessionSecret);
      expect(second.dataKey.equals(first.dataKey)).toBe(true);
    });

    it('give way to variables that are set', () => {
      const config = loadConfig({ DATA_DIR: tempDir(), ...PROD_SECRETS });
      expect(config.sessionSecret).toBe(PROD_SECRETS.SESSION_SECRET);
      expect(config.dataKey.equals(Buffer.alloc(32, 7))).toBe(true);
    });
  });
});

describe('describeDatabaseUrl', () => {
  it('never shows the password', () => {
    expect(describeDatabaseUrl('postgres://root:hunter2@127.0.0.1:5432/test')).toBe('127.0.0.1:5432/test');
    expect(describeDatabaseUrl('postgres://db.example/khelo')).toBe('db.example:5432/khelo');
  });
});
