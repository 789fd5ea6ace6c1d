import { randomUUID } from 'node:crypto';
import {
  BLOCKED_ACCOUNT_STATES,
  OPERATOR_NOT_FOUND,
  OTP_ALREADY_USED,
  OTP_DELIVERY_FAILED,
  OTP_EXPIRED,
  OTP_LIMITS,
  OTP_MISMATCH_EMAIL,
  OTP_MISMATCH_MOBILE,
  OTP_NOT_FOUND,
  OTP_REPLACED,
  OTP_TOO_MANY_ATTEMPTS,
  accountBlockedMessage,
  otpCooldownMessage,
  otpHourlyLimitMessage,
  otpIpLimitMessage,
  type BlockedAccountState,
} from '@khelo/contracts/auth';
import {
  MOBILE_ALREADY_SET,
  MOBILE_NOT_REGISTERED,
  MOBILE_OF_ANOTHER_ACCOUNT,
} from '@khelo/contracts/verify-mobile';
import type { OtpChannel, OtpPurpose, SignupDetails } from '../../db/schema';
import { otpMessage, type MessageSender } from '../messaging/message-sender';
import { defaultDisplayName } from './display-name';
import type { ChallengeRow, OtpRepository, WindowCount } from './otp.repository';
import type { OperatorRow, PlayerRow, PlayersRepository } from './players.repository';
import { generateOtp, hashesEqual, keyedHash } from './secrets';

// Login codes: issue (cooldown, hourly limits, replace the previous code, deliver) and verify (bound to its
// objectId, operator, channel and destination; single use; limited tries). Codes exist in plain text only
// in memory on their way to the MessageSender.

const HOUR_MS = 3_600_000;
const OPERATOR_CACHE_MS = 60_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Failure {
  ok: false;
  statusCode: 400 | 403 | 404 | 409 | 429 | 503;
  message: string;
  retryAfter?: number;
}

function failure(statusCode: Failure['statusCode'], message: string, retryAfter?: number): Failure {
  return retryAfter === undefined
    ? { ok: false, statusCode, message }
    : { ok: false, statusCode, message, retryAfter };
}

export interface OtpRequest {
  channel: OtpChannel;
  destination: string;
  operatorId: number;
  ip: string | null;
  signup: SignupDetails;
  /** Default login. A verification code is only sent to a registered number. */
  purpose?: OtpPurpose;
  /** Verification by a logged-in player: a number of no account may be verified to be added to theirs. */
  playerId?: string;
}

export interface OtpConfirm {
  channel: OtpChannel;
  destination: string;
  operatorId: number;
  objectId: string;
  code: string;
}

type Checked = { ok: true; challenge: ChallengeRow; at: Date } | Failure;

export interface OtpServiceDeps {
  players: PlayersRepository;
  otps: OtpRepository;
  sender: MessageSender;
  secret: string;
  now: () => Date;
  /** Delivery failures are logged here (never with the message body). */
  onDeliveryError?: (error: unknown) => void;
  /** Codes per IP address per hour; OTP_LIMITS.perIpPerHour unless configured. */
  perIpPerHour?: number;
}

function otpHash(secret: string, challengeId: string, code: string): string {
  // Bound to the challenge: the same code under another objectId hashes differently.
  return keyedHash(secret, `otp:${challengeId}`, code);
}

function secondsUntil(later: number, now: number): number {
  return Math.max(1, Math.ceil((later - now) / 1000));
}

function isBlocked(status: PlayerRow['status']): status is BlockedAccountState {
  return (BLOCKED_ACCOUNT_STATES as readonly string[]).includes(status);
}

export function createOtpService(deps: OtpServiceDeps) {
  const { players, otps, sender, secret, now } = deps;
  const perIpPerHour = deps.perIpPerHour ?? OTP_LIMITS.perIpPerHour;
  // Operators are never renamed or removed: every code request and confirmation need not read the row.
  const operators = new Map<number, { row: OperatorRow; until: number }>();

  async function findOperator(id: number): Promise<OperatorRow | null> {
    const hit = operators.get(id);
    if (hit && hit.until > Date.now()) return hit.row;
    const row = await players.findOperator(id);
    if (row) operators.set(id, { row, until: Date.now() + OPERATOR_CACHE_MS });
    return row;
  }

  function windowLimit(window: WindowCount, max: number, at: number): number | null {
    if (window.count < max) return null;
    return secondsUntil((window.oldest?.getTime() ?? at) + HOUR_MS, at);
  }

  function closedReason(challenge: ChallengeRow, at: Date): string | null {
    if (challenge.consumedAt) return OTP_ALREADY_USED;
    if (challenge.attempts >= OTP_LIMITS.maxAttempts) return OTP_TOO_MANY_ATTEMPTS;
    if (challenge.voidedAt) return OTP_REPLACED;
    if (challenge.expiresAt.getTime() <= at.getTime()) return OTP_EXPIRED;
    return null;
  }

  /** Spends one try of the code and consumes it when it matches: bound to its objectId, operator, channel,
   * destination and purpose. */
  async function checkCode(input: OtpConfirm, purpose: OtpPurpose): Promise<Checked> {
    if (!UUID_PATTERN.test(input.objectId)) return failure(400, OTP_NOT_FOUND);
    const challenge = await otps.findById(input.objectId);
    if (
      !challenge ||
      challenge.operatorId !== input.operatorId ||
      challenge.channel !== input.channel ||
      (challenge.purpose ?? 'login') !== purpose ||
      challenge.destination !== input.destination
    )
      return failure(400, OTP_NOT_FOUND);
    const at = now();
    const closed = closedReason(challenge, at);
    if (closed) return failure(400, closed);

    const open = await otps.spendAttempt(challenge.id, OTP_LIMITS.maxAttempts, at);
    if (!open) {
      const latest = await otps.findById(challenge.id);
      return failure(400, (latest && closedReason(latest, at)) ?? OTP_TOO_MANY_ATTEMPTS);
    }
    if (!hashesEqual(open.codeHash, otpHash(secret, open.id, input.code))) {
      if (open.attempts >= OTP_LIMITS.maxAttempts) await otps.void(open.id, at);
      return failure(400, input.channel === 'mobile' ? OTP_MISMATCH_MOBILE : OTP_MISMATCH_EMAIL);
    }
    const consumed = await otps.consume(open.id, at);
    if (!consumed) return failure(400, OTP_ALREADY_USED);
    return { ok: true, challenge: consumed, at };
  }

  return {
    async request(input: OtpRequest): Promise<
      | {
          ok: true;
          objectId: string;
          existing: boolean;
          /** Codes the destination may still be sent in the rolling hour, after this one. */
          requestsLeft: number;
          /** Seconds until the oldest code of the hour leaves the window (one more request then). */
          requestsResetAfter: number;
        }
      | Failure
    > {
      const operator = await findOperator(input.operatorId);
      if (!operator) return failure(404, OPERATOR_NOT_FOUND);
      const at = now();
      const ms = at.getTime();
      const purpose = input.purpose ?? 'login';
      const target = {
        operatorId: input.operatorId,
        channel: input.channel,
        destination: input.destination,
        purpose,
      };

      const since = new Date(ms - HOUR_MS);
      // Both reads at once: the player is looked up even when a limit then refuses, one round trip less.
      const [window, existing] = await Promise.all([
        otps.sendWindow(target, input.ip ?? null, since),
        players.findByDestination(input.operatorId, input.channel, input.destination),
      ]);
      const last = window.latest;
      if (last && ms - last.getTime() < OTP_LIMITS.resendSeconds * 1000) {
        const wait = secondsUntil(last.getTime() + OTP_LIMITS.resendSeconds * 1000, ms);
        return failure(429, otpCooldownMessage(wait), wait);
      }
      const sentThisHour = window.destination;
      const perDestination = windowLimit(sentThisHour, OTP_LIMITS.perDestinationPerHour, ms);
      if (perDestination !== null)
        return failure(
          429,
          otpHourlyLimitMessage(input.channel, Math.ceil(perDestination / 60)),
          perDestination,
        );
      if (input.ip) {
        const perIp = windowLimit(window.ip, perIpPerHour, ms);
        if (perIp !== null) return failure(429, otpIpLimitMessage(Math.ceil(perIp / 60)), perIp);
      }

      if (purpose === 'verification' && !existing && !input.playerId)
        return failure(404, MOBILE_NOT_REGISTERED);
      if (purpose === 'verification' && existing && input.playerId && existing.id !== input.playerId)
        return failure(409, MOBILE_OF_ANOTHER_ACCOUNT);
      const code = generateOtp();
      const id = randomUUID();
      await otps.replace({
        ...target,
        id,
        codeHash: otpHash(secret, id, code),
        ip: input.ip,
        signup: existing ? null : input.signup,
        createdAt: at,
        expiresAt: new Date(ms + OTP_LIMITS.ttlSeconds * 1000),
      });
      try {
        await sender.send(otpMessage(input.channel, input.destination, code, OTP_LIMITS.ttlSeconds / 60));
      } catch (error) {
        deps.onDeliveryError?.(error);
        await otps.void(id, at);
        return failure(503, OTP_DELIVERY_FAILED);
      }
      // Said in every answer, so that the page can warn before the hourly limit locks the player out.
      return {
        ok: true,
        objectId: id,
        existing: existing !== null,
        requestsLeft: Math.max(0, OTP_LIMITS.perDestinationPerHour - sentThisHour.count - 1),
        requestsResetAfter: secondsUntil((sentThisHour.oldest?.getTime() ?? ms) + HOUR_MS, ms),
      };
    },

    async confirm(
      input: OtpConfirm,
    ): Promise<{ ok: true; player: PlayerRow; operator: OperatorRow; created: boolean } | Failure> {
      const operator = await findOperator(input.operatorId);
      if (!operator) return failure(404, OPERATOR_NOT_FOUND);
      const checked = await checkCode(input, 'login');
      if (!checked.ok) return checked;
      const { challenge, at } = checked;

      const { player, created } = await players.findOrCreate({
        operatorId: input.operatorId,
        channel: input.channel,
        destination: input.destination,
        displayName: defaultDisplayName(input.channel, input.destination),
        signup: challenge.signup,
        verifiedAt: at,
      });
      if (isBlocked(player.status)) return failure(403, accountBlockedMessage(player.status));
      await players.recordLogin(player.id, input.channel, at);
      return { ok: true, player, operator, created };
    },

    /** The verification page: the code confirms the registered number; nobody is logged in. */
    async verifyMobile(
      input: Omit<OtpConfirm, 'channel'> & { playerId?: string },
    ): Promise<{ ok: true; player: PlayerRow; verifiedAt: Date } | Failure> {
      const operator = await findOperator(input.operatorId);
      if (!operator) return failure(404, OPERATOR_NOT_FOUND);
      const checked = await checkCode({ ...input, channel: 'mobile' }, 'verification');
      if (!checked.ok) return checked;
      let player = await players.findByDestination(input.operatorId, 'mobile', input.destination);
      if (player && input.playerId && player.id !== input.playerId)
        return failure(409, MOBILE_OF_ANOTHER_ACCOUNT);
      if (!player && input.playerId) {
        // An e-mail player adds the number (cash play needs a verified mobile, docs/compliance.md).
        const added = await players.addMobile(
          input.playerId,
          input.operatorId,
          input.destination,
          checked.at,
        );
        if (added === 'taken') return failure(409, MOBILE_OF_ANOTHER_ACCOUNT);
        if (added === 'has-other') return failure(409, MOBILE_ALREADY_SET);
        player = added;
      }
      if (!player) return failure(404, MOBILE_NOT_REGISTERED);
      if (isBlocked(player.status)) return failure(403, accountBlockedMessage(player.status));
      await players.markMobileVerified(player.id, checked.at);
      return { ok: true, player, verifiedAt: checked.at };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
