import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { OTP_LIMITS } from '@khelo/contracts/auth';

// Environment → typed configuration, checked once at start so that a bad setting stops the process with
// one readable line instead of failing later inside a request.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SECRET_MIN_LENGTH = 32;
const DATA_KEY_BYTES = 32;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE); unused with PGlite. */
  databasePoolSize: number;
  /** Unset: in-process socket.io adapter and rate-limit store. */
  redisUrl: string | undefined;
  sandbox: boolean;
  operatorId: number;
  webOrigin: string;
  /** Further origins whose pages may use the API's socket.io and that the CSP lets pages connect to (EXTRA_WEB_ORIGINS). */
  extraWebOrigins: string[];
  /** The built SPA (index.html, assets/). */
  webDist: string;
  /** The web app's source public folder: locales and gameRules.json are served from here without a build. */
  webPublicDir: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: LogLevel;
  sessionSecret: string;
  /** AES-256 key (32 bytes). */
  dataKey: Buffer;
  /** smtp:// or smtps:// URL; when set, OTP e-mails go out through nodemailer. */
  smtpUrl: string | undefined;
  /** From address of those e-mails. */
  smtpFrom: string;
  /** http(s) URL of the SMS provider; OTP texts are POSTed to it as JSON {to, body}. */
  smsUrl: string | undefined;
  /** Bearer token for SMS_URL. */
  smsToken: string | undefined;
  /** HMAC secrets of wallet-api callers by provider code (WALLET_PROVIDER_SECRETS, docs/wallet.md). */
  walletProviderSecrets: Record<string, string>;
  /** OTP codes one IP address may ask for per hour (OTP_PER_IP_PER_HOUR; docs/auth.md). */
  otpPerIpPerHour: number;
  /** Addresses of the load balancer whose X-Forwarded-For is believed (TRUST_PROXY; docs/deployment.md). */
  trustProxy: boolean | string;
  /** How long SIGTERM waits for in-flight requests before the process exits (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** How long a stopping process keeps serving with /readyz at 503 before it closes (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /** This process's name in a cluster (KHELO_INSTANCE): /readyz and the X-Khelo-Instance header. */
  instance: string | undefined;
}

/** A setting that stops the start. The message is one line and names the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

function fail(name: string, problem: string): never {
  throw new ConfigError(`${name}: ${problem}`);
}

function quoted(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

const portSchema = z.coerce.number().int().min(1).max(65_535);
const operatorIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

function parsePort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 8080;
  const parsed = /^\d+$/.test(raw) ? portSchema.safeParse(raw) : null;
  if (!parsed?.success) fail('PORT', `must be a port number 1-65535 (got ${quoted(raw)})`);
  return parsed.data;
}

function parseOperatorId(env: Env): number {
  const raw = read(env, 'OPERATOR_ID');
  if (raw === undefined) return DEFAULT_OPERATOR_ID;
  const parsed = /^\d+$/.test(raw) ? operatorIdSchema.safeParse(raw) : null;
  if (!parsed?.success) fail('OPERATOR_ID', `must be a positive integer (got ${quoted(raw)})`);
  return parsed.data;
}

function parseUrl(env: Env, name: string, protocols: string[], expected: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(name, `must be a ${expected} URL`);
  }
  if (!protocols.includes(url.protocol) || url.hostname === '') fail(name, `must be a ${expected} URL`);
  return raw;
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  fail(name, `must be 1, 0, true or false (got ${quoted(raw)})`);
}

function parseLogLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  const parsed = z.enum(LOG_LEVELS).safeParse(raw);
  if (!parsed.success) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got ${quoted(raw)})`);
  return parsed.data;
}

function parseWebOrigin(env: Env, host: string, port: number): string {
  const raw = read(env, 'WEB_ORIGIN');
  if (raw === undefined) return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol))
    fail('WEB_ORIGIN', 'must be an http:// or https:// origin');
  return url.origin;
}

function parseExtraOrigins(env: Env): string[] {
  const raw = read(env, 'EXTRA_WEB_ORIGINS');
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, ''))
        fail(
          'EXTRA_WEB_ORIGINS',
          `must be comma-separated http:// or https:// origins (got ${quoted(item)})`,
        );
      return url.origin;
    });
}

function checkSessionSecret(value: string): void {
  if (value.length < SECRET_MIN_LENGTH)
    fail('SESSION_SECRET', `must be at least ${SECRET_MIN_LENGTH} characters`);
}

function decodeDataKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (value.length < SECRET_MIN_LENGTH || key.length !== DATA_KEY_BYTES) {
    fail('DATA_KEY', `must be ${DATA_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

interface Secrets {
  SESSION_SECRET?: string;
  DATA_KEY?: string;
}

/**
 * Development secrets live in DATA_DIR/secrets.json so that tokens and encrypted data survive restarts
 * without anyone having to set variables for a demo. Production never takes this path.
 */
function developmentSecrets(env: Env, dataDir: string): { sessionSecret: string; dataKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Secrets = {};
  if (existsSync(file)) {
    try {
      stored = z
        .object({ SESSION_SECRET: z.string().optional(), DATA_KEY: z.string().optional() })
        .parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      fail('DATA_DIR', `${file} is not a valid secrets file (delete it to generate new secrets)`);
    }
  }
  const next: Secrets = {
    SESSION_SECRET: stored.SESSION_SECRET ?? randomBytes(48).toString('base64url'),
    DATA_KEY: stored.DATA_KEY ?? randomBytes(DATA_KEY_BYTES).toString('base64'),
  };
  if (next.SESSION_SECRET !== stored.SESSION_SECRET || next.DATA_KEY !== stored.DATA_KEY) {
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
      // mode applies only when the file is created; an existing file gets tightened too.
      chmodSync(file, 0o600);
    } catch (error) {
      fail('DATA_DIR', `cannot write ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return {
    sessionSecret: read(env, 'SESSION_SECRET') ?? next.SESSION_SECRET!,
    dataKey: read(env, 'DATA_KEY') ?? next.DATA_KEY!,
  };
}

/** WALLET_PROVIDER_SECRETS="MZ=<secret>,SPB=<secret>": provider code → HMAC secret of the wallet API. */
function parseWalletProviderSecrets(env: Env): Record<string, string> {
  const raw = read(env, 'WALLET_PROVIDER_SECRETS');
  const secrets: Record<string, string> = {};
  if (raw === undefined) return secrets;
  for (const entry of raw.split(',')) {
    const match = /^\s*([A-Za-z0-9_-]{1,32})=(\S+)\s*$/.exec(entry);
    if (!match) fail('WALLET_PROVIDER_SECRETS', 'must be CODE=secret pairs separated by commas');
    const [, code, secret] = match as unknown as [string, string, string];
    if (secret.length < SECRET_MIN_LENGTH)
      fail(
        'WALLET_PROVIDER_SECRETS',
        `the secret of ${code} must be at least ${SECRET_MIN_LENGTH} characters`,
      );
    secrets[code] = secret;
  }
  return secrets;
}

/**
 * Connections per process. With fsync on, a commit waits for its WAL flush; PostgreSQL flushes the commits
 * of concurrent connections together, so more connections in flight means more commits per flush — 10
 * capped the wallet at a fraction of pgbench's 64 (docs/performance.md).
 */
export const DEFAULT_POOL_SIZE = 32;

/** Connections of this process; several processes share PostgreSQL's max_connections (default 100). */
function parsePoolSize(env: Env): number {
  const raw = read(env, 'DATABASE_POOL_SIZE');
  if (raw === undefined) return DEFAULT_POOL_SIZE;
  const parsed = z.coerce.number().int().min(1).max(1_000).safeParse(raw);
  if (!parsed.success)
    fail('DATABASE_POOL_SIZE', `must be a whole number from 1 to 1000 (got ${quoted(raw)})`);
  return parsed.data;
}

/** Operators behind carrier-grade NAT may raise it; the browser tests raise it for their one loopback IP. */
function parseOtpPerIp(env: Env): number {
  const raw = read(env, 'OTP_PER_IP_PER_HOUR');
  if (raw === undefined) return OTP_LIMITS.perIpPerHour;
  const parsed = z.coerce.number().int().min(1).max(1_000_000).safeParse(raw);
  if (!parsed.success)
    fail('OTP_PER_IP_PER_HOUR', `must be a whole number from 1 to 1000000 (got ${quoted(raw)})`);
  return parsed.data;
}

/** Unset: no proxy is trusted; 1/true: every hop; else addresses or CIDRs, comma-separated ("loopback" too). */
function parseTrustProxy(env: Env): boolean | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (raw === '1' || raw.toLowerCase() === 'true') return true;
  if (!/^[0-9A-Za-z.:/,\s]+$/.test(raw))
    fail('TRUST_PROXY', `must be 1, 0 or addresses/CIDRs separated by commas (got ${quoted(raw)})`);
  return raw;
}

function parseMs(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const parsed = z.coerce.number().int().min(0).max(600_000).safeParse(raw);
  if (!parsed.success)
    fail(name, `must be a whole number of milliseconds from 0 to 600000 (got ${quoted(raw)})`);
  return parsed.data;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = parsePort(env);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  const databaseUrl = parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://');
  const redisUrl = parseUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], 'redis://');
  const sandbox = parseBoolean(env, 'SANDBOX', !isProduction);
  if (sandbox && isProduction)
    fail('SANDBOX', 'must be off when NODE_ENV=production (simulated money and OTPs)');
  const operatorId = parseOperatorId(env);
  const logLevel = parseLogLevel(env);
  const webOrigin = parseWebOrigin(env, host, port);
  const extraWebOrigins = parseExtraOrigins(env);
  const webDist = path.resolve(read(env, 'WEB_DIST') ?? path.join(REPO_ROOT, 'apps/web/dist'));
  const webPublicDir = path.resolve(read(env, 'WEB_PUBLIC_DIR') ?? path.join(REPO_ROOT, 'apps/web/public'));

  let sessionSecret = read(env, 'SESSION_SECRET');
  let dataKeyText = read(env, 'DATA_KEY');
  if (isProduction) {
    if (sessionSecret === undefined) fail('SESSION_SECRET', 'is required when NODE_ENV=production');
    if (dataKeyText === undefined) fail('DATA_KEY', 'is required when NODE_ENV=production');
  } else if (sessionSecret === undefined || dataKeyText === undefined) {
    ({ sessionSecret, dataKey: dataKeyText } = developmentSecrets(env, dataDir));
  }
  checkSessionSecret(sessionSecret);
  const dataKey = decodeDataKey(dataKeyText);

  const smtpUrl = parseUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtp:// or smtps://');
  const smsUrl = parseUrl(env, 'SMS_URL', ['http:', 'https:'], 'http:// or https://');
  const smsToken = read(env, 'SMS_TOKEN');
  const smtpFrom = read(env, 'SMTP_FROM') ?? 'Khelo <no-reply@khelo.local>';
  if (!/^[^<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(smtpFrom))
    fail('SMTP_FROM', `must be an e-mail address or "Name <address>" (got ${quoted(smtpFrom)})`);
  if (isProduction && !sandbox) {
    // Without them nobody could receive a login code.
    if (smsUrl === undefined) fail('SMS_URL', 'is required when NODE_ENV=production (OTP texts)');
    if (smtpUrl === undefined) fail('SMTP_URL', 'is required when NODE_ENV=production (OTP e-mails)');
  }

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePoolSize: parsePoolSize(env),
    redisUrl,
    sandbox,
    operatorId,
    webOrigin,
    extraWebOrigins,
    webDist,
    webPublicDir,
    nodeEnv,
    isProduction,
    logLevel,
    sessionSecret,
    dataKey,
    smtpUrl,
    smtpFrom,
    smsUrl,
    smsToken,
    walletProviderSecrets: parseWalletProviderSecrets(env),
    otpPerIpPerHour: parseOtpPerIp(env),
    trustProxy: parseTrustProxy(env),
    shutdownDrainMs: parseMs(env, 'SHUTDOWN_DRAIN_MS', 10_000),
    shutdownDelayMs: parseMs(env, 'SHUTDOWN_DELAY_MS', 0),
    instance: read(env, 'KHELO_INSTANCE'),
  };
}

/** host:port/database of a PostgreSQL URL, never its password: safe for logs and error lines. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
