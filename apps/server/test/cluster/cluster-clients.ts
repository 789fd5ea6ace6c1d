import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type { LoginSuccess, OtpSent } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { OutboxMessage } from '@khelo/contracts/sandbox';
import type { SandboxStaff } from '@khelo/contracts/staff';
import { totpCode, totpStep } from '../../src/modules/staff/totp';
import { signBody } from '../../src/modules/wallet-api/signature';
import { randomMobile } from '../helpers/auth';

// A player and a cashier over real HTTP and socket.io, for the cluster tests: every call names the address
// it goes to (one process, or the balancer), answers which process served it (X-Khelo-Instance), and may
// claim a client address (X-Forwarded-For, believed from loopback: TRUST_PROXY).

export const WALLET_SECRET = 'cluster-test-wallet-secret-0123456789abcdef';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  instance: string | null;
}

function randomAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${part()}`;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  pathname: string,
  body?: unknown,
  options: { token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // Players come from many addresses: without one named, each call gets its own, so that a test's load
      // never meets the per-IP limits (600 API calls a minute, the login codes an hour) meant for one client.
      'x-forwarded-for': options.ip ?? randomAddress(),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed as T, instance: response.headers.get('x-khelo-instance') };
}

export interface ClusterPlayer extends LoginSuccess {
  mobile: string;
}

/** OTP login: the code is asked for at `bases[0]`, read from the sandbox outbox and confirmed at `bases[1]`. */
export async function login(bases: [string, string?], ip?: string): Promise<ClusterPlayer> {
  const mobile = randomMobile();
  const opts = ip ? { ip } : {};
  const sent = await call<OtpSent>(
    bases[0],
    '/login/mobile',
    { country_code: '+91', mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
    opts,
  );
  if (sent.status !== 200) throw new Error(`login/mobile: ${sent.status} ${JSON.stringify(sent.body)}`);
  const outbox = await call<OutboxMessage[]>(bases[0], `/sandbox/outbox?to=${mobile}`);
  const confirmed = await call<LoginSuccess>(
    bases[1] ?? bases[0],
    '/login/mobile-confirm',
    {
      otp: outbox.body[0]!.code,
      _id: sent.body.objectId,
      mobile_number: mobile,
      operator_id: DEFAULT_OPERATOR_ID,
    },
    opts,
  );
  if (confirmed.status !== 200)
    throw new Error(`login/mobile-confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { ...confirmed.body, mobile };
}

export function playerCall<T = Record<string, unknown>>(
  base: string,
  player: ClusterPlayer,
  pathname: string,
  body: Record<string, unknown> = {},
) {
  return call<T>(
    base,
    pathname,
    { operator_id: player.operator_id, player_id: player.player_id, ...body },
    { token: player.token },
  );
}

/** The profile a player fills in before cash play (an adult from an allowed state; docs/compliance.md). */
export async function cashReady(base: string, player: ClusterPlayer): Promise<void> {
  const profile = await playerCall(base, player, '/update/personalDetails', {
    birthday: '1990-04-15',
    phone: player.mobile,
    city: 'Pune',
    state: 'Maharashtra',
  });
  if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${JSON.stringify(profile.body)}`);
}

/** A launch of `gameCode`: its token for wallet and house calls. */
export async function cashLaunch(base: string, player: ClusterPlayer, gameCode: string): Promise<string> {
  const launched = await call<GameLaunch>(
    base,
    '/api/game-launch',
    { game_code: gameCode },
    { token: player.token },
  );
  if (launched.status !== 200) throw new Error(`launch: ${launched.status} ${JSON.stringify(launched.body)}`);
  return launched.body.token;
}

let utr = 500_000_000_000 + Math.floor(Math.random() * 1e9);

/**
 * A UPI deposit: paid in the sandbox bank first (credited at once) or, with `pending`, a UTR the bank never
 * saw (it waits for a cashier). Answers the deposit's transaction id.
 */
export async function deposit(
  base: string,
  player: ClusterPlayer,
  rupees: number,
  pending = false,
): Promise<Answer<{ transaction_id: string; credited: boolean }>> {
  let reference = String((utr += 7919));
  if (!pending) {
    const paid = await call<{ utr: string }>(base, '/sandbox/upi-bank', {
      upi_id: 'khelo.deposits@okaxis',
      amount: String(rupees),
      payer: 'Tester',
    });
    if (paid.status !== 200) throw new Error(`sandbox bank: ${paid.status} ${JSON.stringify(paid.body)}`);
    reference = paid.body.utr;
  }
  const answer = await playerCall<{ transaction_id: string; credited: boolean }>(
    base,
    player,
    '/transaction/deposit',
    {
      device_id: 'cluster-test',
      deposit_method: 'upi-QR',
      transaction_id: reference,
      amount: rupees,
      payment_gateway: 'upi',
    },
  );
  if (answer.status !== 200) throw new Error(`deposit: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** A signed wallet-api call as a provider sends it; answers the transaction id with the answer. */
export async function walletCall(
  base: string,
  kind: 'debit' | 'credit',
  token: string,
  gameCode: string,
  rupees: number,
): Promise<Answer & { transactionId: string }> {
  const transactionId = randomUUID();
  const payload = JSON.stringify({
    request_id: randomUUID(),
    token,
    game_code: gameCode,
    transaction_id: transactionId,
    round_id: randomUUID(),
    amount: rupees,
    currency: 'INR',
  });
  const answer = await call(base, `/wallet-api/${kind}`, payload, {
    headers: { 'x-provider-code': 'SPB', 'x-signature': signBody(WALLET_SECRET, payload) },
  });
  return { ...answer, transactionId };
}

/** The sandbox cashier logged in with password and TOTP, like the back office. */
export async function cashierToken(base: string): Promise<string> {
  const staff = await call<SandboxStaff>(base, '/sandbox/staff');
  const cashier = staff.body.find((member) => member.role === 'cashier');
  if (!cashier) throw new Error('no sandbox cashier');
  const answer = await call<{ token: string }>(base, '/staff/auth/login', {
    email: cashier.email,
    password: cashier.password,
    code: totpCode(cashier.totp_secret, totpStep(new Date())),
  });
  if (answer.status !== 200) throw new Error(`staff login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** A socket.io connection (WebSocket only, as the web app) identified as `player`. */
export async function playerSocket(base: string, player: LoginSuccess): Promise<Socket> {
  const socket = connect(base, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket to ${base}: no answer`)), 15_000);
    socket.once('connect_error', (error) => reject(error));
    socket.once('connect', () =>
      socket.emit('sendPlayerData', {
        token: player.token,
        player_id: player.player_id,
        operator_id: player.operator_id,
      }),
    );
    socket.once('info', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return socket;
}
