import { createHash, randomBytes } from 'node:crypto';
import { STAFF_LOGIN_MESSAGES, type StaffLoginResponse } from '@khelo/contracts/staff';
import type { StaffLoginRepository } from './staff-login.repository';
import type { StaffIdentity } from './staff.service';
import { argon2, hashStaffPassword } from './staff.service';
import { matchTotp, otpauthUri } from './totp';

// Staff login (docs/staff.md): e-mail + password (argon2id), then a TOTP code; a session token of 15
// minutes idle and 8 hours at most. Five failures within 15 minutes lock the account for 15 minutes.
// Only the SHA-256 of a session token is stored: a random token needs no slow hash.

export const STAFF_SESSION_PREFIX = 'kss_';
export const STAFF_IDLE_MS = 15 * 60_000;
export const STAFF_SESSION_MAX_MS = 8 * 60 * 60_000;
export const STAFF_MAX_FAILURES = 5;
export const STAFF_FAILURE_WINDOW_MS = 15 * 60_000;
export const STAFF_LOCK_MS = 15 * 60_000;
/** The idle clock is written at most this often per session (every request would be a write). */
const TOUCH_EVERY_MS = 30_000;

export class StaffLoginError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'StaffLoginError';
  }
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StaffLoginDeps {
  repository: StaffLoginRepository;
  operatorId: number;
  now: () => Date;
}

export interface StaffSessionIdentity extends StaffIdentity {
  displayName: string;
}

// Verified against when the e-mail is unknown, so that a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | null = null;

/** argon2 verify; false for a hash it cannot read. */
async function argon2Verify(hash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  return verify(hash, password).catch(() => false);
}

export function createStaffLoginService(deps: StaffLoginDeps) {
  const { repository, now } = deps;

  /**
   * A new session. `lifetimeMs` (test helpers only) makes one that neither idles out nor ends before then,
   * whatever a test's clock does: its idle clock starts at its end.
   */
  async function openSession(staffId: string, lifetimeMs?: number) {
    const token = `${STAFF_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
    const at = now();
    const expiresAt = new Date(at.getTime() + (lifetimeMs ?? STAFF_SESSION_MAX_MS));
    await repository.insertSession({
      tokenHash: hashSessionToken(token),
      staffId,
      now: lifetimeMs === undefined ? at : expiresAt,
      expiresAt,
    });
    return { token, expiresAt };
  }

  return {
    openSession,

    /** The staff member of a live session, or null (unknown, revoked, idle too long, too old, inactive). */
    async identify(token: string | undefined): Promise<StaffSessionIdentity | null> {
      if (!token || !token.startsWith(STAFF_SESSION_PREFIX) || token.length > 200) return null;
      const tokenHash = hashSessionToken(token);
      const session = await repository.findSession(tokenHash);
      const at = now();
      if (!session?.active || session.revokedAt || session.expiresAt <= at) return null;
      if (at.getTime() - session.lastSeenAt.getTime() > STAFF_IDLE_MS) return null;
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repository.touchSession(tokenHash, at, new Date(at.getTime() - TOUCH_EVERY_MS));
      return {
        id: session.staffId,
        operatorId: session.operatorId,
        role: session.role,
        email: session.email,
        displayName: session.displayName,
      };
    },

    async logout(token: string): Promise<void> {
      await repository.revokeSession(hashSessionToken(token), now());
    },

    async login(input: { email: string; password: string; code?: string }): Promise<StaffLoginResponse> {
      const account = await repository.findForLogin(deps.operatorId, input.email.trim());
      if (!account?.active || !account.passwordHash) {
        dummyHash ??= hashStaffPassword('not-a-real-password-at-all');
        await argon2Verify(await dummyHash, input.password);
        throw new StaffLoginError(401, STAFF_LOGIN_MESSAGES.invalid);
      }
      const at = now();
      if (account.lockedUntil && account.lockedUntil > at)
        throw new StaffLoginError(429, STAFF_LOGIN_MESSAGES.locked);
      const fail = async (status: number, message: string): Promise<never> => {
        await repository.recordFailure(
          account.id,
          at,
          STAFF_FAILURE_WINDOW_MS,
          STAFF_MAX_FAILURES,
          STAFF_LOCK_MS,
        );
        throw new StaffLoginError(status, message);
      };
      const passwordOk = await argon2Verify(account.passwordHash, input.password);
      if (!passwordOk) return fail(401, STAFF_LOGIN_MESSAGES.invalid);

      if (!input.code) {
        const enrolment = account.totpConfirmedAt
          ? null
          : await (async () => {
              const uri = otpauthUri(account.totpSecret, account.email);
              // Loaded on first use: an enrolment happens once per staff account.
              const { default: QRCode } = await import('qrcode');
              return {
                otpauth_uri: uri,
                secret: account.totpSecret,
                qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }),
              };
            })();
        return { status: 1, message: STAFF_LOGIN_MESSAGES.codeRequired, step: 'code', enrolment };
      }
      const step = matchTotp(account.totpSecret, input.code, at);
      if (step === null) return fail(401, STAFF_LOGIN_MESSAGES.codeInvalid);
      if (!(await repository.acceptTotpStep(account.id, step, at)))
        return fail(401, STAFF_LOGIN_MESSAGES.codeUsed);
      await repository.clearFailures(account.id);
      const session = await openSession(account.id);
      return {
        status: 1,
        message: 'logged in',
        step: 'done',
        token: session.token,
        idle_minutes: STAFF_IDLE_MS / 60_000,
        expires_at: session.expiresAt.toISOString(),
        staff: {
          id: account.id,
          email: account.email,
          display_name: account.displayName,
          role: account.role,
        },
      };
    },
  };
}

export type StaffLoginService = ReturnType<typeof createStaffLoginService>;
