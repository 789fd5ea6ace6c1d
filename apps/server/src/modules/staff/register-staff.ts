import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { SandboxStaff, StaffRole } from '@khelo/contracts/staff';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staffAuthenticator } from './staff-auth';
import { seedDemoStaff } from './staff-demo';
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
  /** A preHandler: 401 without a live staff token, 403 for a role outside `roles`; sets request.staff. */
  authenticate(roles: StaffRole[]): preHandlerAsyncHookHandler;
  /** Writes one audit row, inside `tx` when given. Returns its id. */
  audit(entry: AuditEntry, tx?: DbOrTx): Promise<string>;
  /** A new account; the token is returned once and only its hash is stored. */
  createAccount(input: NewStaffAccount): Promise<{ id: string; token: string }>;
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
}

export async function registerStaff(app: FastifyInstance, options: StaffOptions): Promise<void> {
  const service = createStaffService(createStaffRepository(options.db));
  const decoration: StaffDecoration = {
    authenticate: staffAuthenticator(service),
    audit: (entry, tx) => service.audit(entry, tx),
    createAccount: (input) => service.createAccount(input),
  };
  app.decorate('staff', decoration);
  app.decorateRequest('staff', null as unknown as StaffIdentity);
  await app.register(staffRoutes, { service });

  if (options.config.sandbox) {
    // Seeded when the app is ready (a kept token works before anyone opens the page), then remembered.
    let demo: Promise<SandboxStaff> | null = null;
    const demoStaff = () => {
      demo ??= seedDemoStaff(service, options.config.dataDir, options.config.operatorId).catch(
        (error: unknown) => {
          demo = null;
          throw error;
        },
      );
      return demo;
    };
    app.addHook('onReady', async () => {
      await demoStaff();
    });
    await app.register(staffSandboxRoutes, { staff: demoStaff });
  }
}
