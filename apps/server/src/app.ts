import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { createOtpRepository } from './modules/auth/otp.repository';
import { createOtpService } from './modules/auth/otp.service';
import { createPlayersRepository } from './modules/auth/players.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSessionsService } from './modules/auth/sessions.service';
import { verifyMobileRoutes } from './modules/auth/verify-mobile.routes';
import type { WalletBalanceReader } from './modules/auth/wallet-balance';
import { registerLobby } from './modules/catalog/register-lobby';
import type { BonusSettings } from './modules/bonus/bonus.config';
import { registerBonus } from './modules/bonus/register-bonus';
import type { ComplianceSettings } from './modules/compliance/compliance.config';
import { registerCompliance } from './modules/compliance/register-compliance';
import { registerContact } from './modules/contact/register-contact';
import { healthRoutes } from './modules/health/health.routes';
import { registerHouseGames } from './modules/house-games/register-house-games';
import { createMessageSender } from './modules/messaging/create-sender';
import type { MessageSender } from './modules/messaging/message-sender';
import { outboxRoutes } from './modules/messaging/outbox.routes';
import { registerKyc } from './modules/kyc/register-kyc';
import { registerProfile } from './modules/profile/register-profile';
import { registerPractice } from './modules/practice/register-practice';
import { registerResponsibleGaming } from './modules/responsible-gaming/register-responsible-gaming';
import { createOutboxRepository } from './modules/messaging/outbox.repository';
import { registerPayments } from './modules/payments/register-payments';
import type { FortuneWheelSettings } from './modules/fortune-wheel/fortune-wheel.config';
import { registerFortuneWheel } from './modules/fortune-wheel/register-fortune-wheel';
import { registerBackoffice } from './modules/backoffice/register-backoffice';
import { registerStaff } from './modules/staff/register-staff';
import { registerTax } from './modules/tax/register-tax';
import type { TableMoney } from './modules/tables/money/table-money';
import { createCollectLocks } from './modules/tables/collect-lock';
import { registerTables } from './modules/tables/register-tables';
import { tablesSettingsFrom, type TablesSettings } from './modules/tables/tables.config';
import { translationsRoutes } from './modules/translations/translations.routes';
import type { LedgerEffectsOptions } from './modules/wallet/ledger-effects';
import { createLedger, registerWallet } from './modules/wallet/register-wallet';
import { cachedLaunchVerifier, type LaunchTokenVerifier } from './modules/wallet-api/launch-token';
import { securityHeaders } from './plugins/security-headers';
import { authPlugin } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { allowedOrigins, connectSources } from './plugins/origins';
import { registerRateLimit } from './plugins/rate-limit';
import { readinessPlugin } from './plugins/readiness';
import { connectRedis } from './plugins/redis';
import { socketPlugin } from './plugins/socket';
import { spaSender, staticWebPlugin } from './plugins/static-web';
import { validatorCompiler } from './plugins/validation';

// Builds the whole HTTP + socket.io application without listening, so tests drive it through inject()
// or listen on port 0; main.ts owns the process.

const SECRET_FIELDS = ['otp', 'token', 'authToken', 'current_auth_token', 'password'];

/** pino redaction: credentials in headers and secret body fields at any of the usual log depths. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `req.body.${field}`]),
];

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Overrides the logger destination (tests capture logs with it). */
  logStream?: NodeJS.WritableStream;
  /** Human-readable logs through pino-pretty (development terminals). */
  prettyLogs?: boolean;
  /** Requests per minute and IP; default 600. */
  rateLimitMax?: number;
  /** The clock of OTPs, sessions and tokens (tests move it instead of sleeping). */
  now?: () => Date;
  /** Replaces the configured OTP delivery (tests). */
  messageSender?: MessageSender;
  /** The balance in the login answer and game lists; default: the ledger's cash balance. */
  walletBalance?: WalletBalanceReader;
  /** Replaces SIGNUP_BONUS, WELCOME_BONUS_* … of the environment (tests). */
  bonusSettings?: BonusSettings;
  /** Resolves wallet-api launch tokens; default: the game launches of the lobby (tests replace it). */
  launchTokenVerifier?: LaunchTokenVerifier;
  /** MONEY_MODE and BLOCKED_STATES; default: the environment's (tests pass their own). */
  complianceSettings?: ComplianceSettings;
  /** The player rules of cash play (docs/compliance.md); default on, off only in other modules' tests. */
  cashEligibility?: boolean;
  /** Lease and poll of the ledger's effect outbox, and the tests' crash point (docs/wallet.md, ADR 018). */
  ledgerEffects?: LedgerEffectsOptions;
  /** TABLES_* timers and rules; default: the environment's (tests pass short ones). */
  tablesSettings?: TablesSettings;
  /** FORTUNE_* timers of the Fortune Wheel; default: the environment's. */
  fortuneWheelSettings?: FortuneWheelSettings;
  /** The money side of the tables; default: practice tables only (modules/tables/money). */
  tableMoney?: TableMoney;
}

function loggerOptions(options: BuildAppOptions): FastifyServerOptions['logger'] {
  const base = { level: options.config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (options.logStream) return { ...base, stream: options.logStream };
  if (options.prettyLogs)
    return { ...base, transport: { target: 'pino-pretty', options: { singleLine: true } } };
  return base;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(options),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First: plugins registered later inherit the error handler in force when they are registered.
  registerErrorHandling(app, { sendSpa: spaSender(config.webDist) });

  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, (error) => app.log.error({ err: error }, 'redis connection error'))
    : null;
  if (redis) {
    // socket.io closes in its preClose hook, before any onClose hook, so its adapter is done with Redis here.
    app.addHook('onClose', async () => {
      await redis.close();
    });
  }

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // swagger-ui and the SPA's libraries set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // Only this server and the configured web origins (with their ws:/wss: forms); 'self' covers the
        // socket of the page's own origin.
        connectSrc: connectSources(allowedOrigins(config)),
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // The embedded mode serves plain http on a LAN address; forcing https would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(readinessPlugin, {
    ping: () => database.ping(),
    redis,
    instance: config.instance,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await registerRateLimit(app, { max: options.rateLimitMax ?? 600, redis });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Khelo API',
        version: '0.1.0',
        description: 'Player, wallet and platform calls of Khelo.',
      },
      // Player calls: Authorization: Bearer <token> (the access token of the login answer), ADR 003.
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Tags start folded, with a filter box: with every tag open, Swagger UI stops drawing after a few of the
  // 140-odd operations (it draws on only as the page is scrolled), so /docs looked like the staff calls alone.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none', filter: true } });

  await app.register(staticWebPlugin, { webDist: config.webDist, webPublicDir: config.webPublicDir });

  const now = options.now ?? (() => new Date());
  const outbox = createOutboxRepository(database.db);
  const sessions = createSessionsService({
    sessions: createSessionsRepository(database.db),
    secret: config.sessionSecret,
    now,
  });
  const otp = createOtpService({
    players: createPlayersRepository(database.db),
    otps: createOtpRepository(database.db),
    sender: options.messageSender ?? createMessageSender(config, outbox, now),
    secret: config.sessionSecret,
    now,
    onDeliveryError: (error) => app.log.error({ err: error }, 'OTP delivery failed'),
    perIpPerHour: config.otpPerIpPerHour,
  });
  await app.register(authPlugin, { sessions });
  await app.register(socketPlugin, { origins: allowedOrigins(config), redis });
  const { ledger, displayBalance } = await createLedger(app, database, redis, options.ledgerEffects);
  const walletBalance = options.walletBalance ?? displayBalance;
  // Before every module with /staff routes: they use app.staff.authenticate.
  await registerStaff(app, { config, db: database.db, now });
  await registerCompliance(app, {
    database,
    now,
    settings: options.complianceSettings,
    eligibility: options.cashEligibility,
  });
  // Bonuses and TDS (docs/bonus-and-tax.md): before the login routes (sign-up bonus) and payments (TDS).
  await registerBonus(app, { db: database.db, now, settings: options.bonusSettings });
  await registerTax(app, { db: database.db, now, operatorId: config.operatorId });
  await app.register(authRoutes, {
    otp,
    sessions,
    walletBalance,
    onPlayerCreated: (player) => app.bonus.grantSignup(player),
  });
  await app.register(verifyMobileRoutes, { otp });
  if (config.sandbox) await app.register(outboxRoutes, { repository: outbox });
  await registerLobby(app, {
    config,
    db: database.db,
    redis,
    now,
    walletBalance,
  });
  await registerWallet(app, {
    config,
    db: database.db,
    ledger,
    now,
    verifyLaunch:
      options.launchTokenVerifier ?? cachedLaunchVerifier((token) => app.gameLaunches.resolve(token)),
  });

  // Responsible gaming adds its cash rule to app.compliance; practice chips answer the house games'
  // practice launches (docs/practice-and-responsible-gaming.md).
  await registerResponsibleGaming(app, { db: database.db, now });
  await registerPractice(app, { db: database.db, now });
  await registerHouseGames(app, { database, now, callsPerMinute: options.rateLimitMax ?? 600 });
  // Multiplayer tables (docs/tables.md): after practice and compliance, whose rules a seat passes.
  await registerTables(app, {
    db: database.db,
    now,
    operatorId: config.operatorId,
    collectLocks: createCollectLocks(database),
    ...(options.tablesSettings || options.fortuneWheelSettings
      ? {
          settings: {
            ...(options.tablesSettings ?? tablesSettingsFrom(process.env)),
            ...(options.fortuneWheelSettings ? { fortuneWheel: options.fortuneWheelSettings } : {}),
          },
        }
      : {}),
    ...(options.tableMoney ? { money: options.tableMoney } : {}),
  });
  await registerProfile(app, { config, db: database.db, now });
  await registerKyc(app, { config, db: database.db, now });
  await registerContact(app, { db: database.db, operatorId: config.operatorId, now });
  await registerPayments(app, { config, db: database.db, now });
  await registerBackoffice(app, { db: database.db, now });
  // The Fortune Wheel promotion (docs/fortune-wheel.md): after bonus (its prizes) and tables (its rounds).
  await registerFortuneWheel(app, {
    db: database.db,
    now,
    ...(options.fortuneWheelSettings ? { settings: options.fortuneWheelSettings } : {}),
  });
  await app.register(healthRoutes, { ping: () => database.ping() });
  if (!config.isProduction) await app.register(translationsRoutes, { db: database.db });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
