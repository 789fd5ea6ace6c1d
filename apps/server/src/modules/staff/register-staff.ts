import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { SandboxStaff, StaffRole } from '@khelo/contracts/staff';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staffAuthenticator } from './staff-auth';
import { staffAuthRoutes } from './staff-auth.routes';
import { seedDemoStaff } from './staff-demo';
import { createStaffLoginRepository } from './staff-login.repository';
import { createStaffLoginService } from './staff-login.service';
import { staffSandboxRoutes } from './staff-sandbox.routes';
import { createStaffRepository, type DbOrTx } from './staff.repository';
import { staffRoutes } from './staff.routes';
import {
  createStaffService,
  type AuditEntry,
  type NewStaffAccount,
  type StaffIdentity,
} from './staff.service';

// Operator staff (docs/staff.md) from app.ts in one call, before any module with /staff routes:
//   app.get('/staff/x', { preHandler: app.staff.authenticate(['cashier']) }, (request) => request.staff)
//   await app.staff.audit({ staff: request.staff, action: 'deposit.approve', subjectType: 'deposit',
//     subjectId: id, reason }, tx);

export interface StaffDecoration {
  /** A preHandler: 401 without a live staff session, 403 for a role outside `roles`; sets request.staff. */
  authenticate(roles: readonly StaffRole[]): preHandlerAsyncHookHandler;
  /** The staff member of a live session's Bearer token, or null (for non-HTTP callers: socket.io). */
  identify(token: string | undefined): Promise<StaffIdentity | null>;
  /** Writes one audit row (hash-chained by the database), inside `tx` when given. Returns its id. */
  audit(entry: AuditEntry, tx?: DbOrTx): Promise<string>;
  /** A new account and its TOTP secret (shown once); with `password` it can log in. */
  createAccount(input: NewStaffAccount): Promise<{ id: string; totpSecret: string }>;
  /**
   * A session for the account without the login (test helpers): the Bearer token. With `lifetimeMs` it
   * lasts that long whatever a test's clock does (no idle end).
   */
  openSession(staffId: string, lifetimeMs?: number): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffDecoration;
  }
  interface FastifyRequest {
    /** Set by app.staff.authenticate; read only on routes that use it. */
    staff: StaffIdentity;
  }
}

export interface StaffOptions {
  config: Config;
  db: Db;
  now?: () => Date;
}

export async function registerStaff(app: FastifyInstance, options: StaffOptions): Promise<void> {
  const { config } = options;
  const service = createStaffService(createStaffRepository(options.db));
  const login = createStaffLoginService({
    repository: createStaffLoginRepository(options.db),
    operatorId: config.operatorId,
    now: options.now ?? (() => new Date()),
  });
  const decoration: StaffDecoration = {
    authenticate: staffAuthenticator(login),
    identify: async (token) => {
      const staff = await login.identify(token);
      return staff
        ? { id: staff.id, operatorId: staff.operatorId, role: staff.role, email: staff.email }
        : null;
    },
    audit: (entry, tx) => service.audit(entry, tx),
    createAccount: (input) => service.createAccount(input),
    openSession: async (staffId, lifetimeMs) => (await login.openSession(staffId, lifetimeMs)).token,
  };
  app.decorate('staff', decoration);
  app.decorateRequest('staff', null as unknown as StaffIdentity);
  await app.register(staffRoutes, { service });
  await app.register(staffAuthRoutes, { login, service });

  if (config.sandbox) {
    // Seeded when the app is ready (and printed to the log), then remembered.
    let demo: Promise<SandboxStaff> | null = null;
    const demoStaff = () => {
      demo ??= seedDemoStaff(service, config.dataDir, config.operatorId).catch((error: unknown) => {
        demo = null;
        throw error;
      });
      return demo;
    };
    app.addHook('onReady', async () => {
      const staff = await demoStaff();
      const lines = staff.map(
        (member) =>
          `  ${member.role.padEnd(12)} ${member.email}  password ${member.password}  TOTP secret ${member.totp_secret}`,
      );
      app.log.info(
        `sandbox back office staff (log in at /backoffice; also listed at /sandbox/staff):\n${lines.join('\n')}`,
      );
    });
    await app.register(staffSandboxRoutes, { staff: demoStaff });
  }
}
