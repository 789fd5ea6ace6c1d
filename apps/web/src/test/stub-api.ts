import { vi } from 'vitest';
import type { LoginSuccess, OtpSent } from '@khelo/contracts/auth';
import { AVATARS, type FetchProfileResponse, type Profile } from '@khelo/contracts/profile';

// A fetch stub that answers API paths like the server would. Unknown paths are offline (FETCH_ERROR), as
// in setup.ts.

export interface ApiAnswer {
  status?: number;
  body: unknown;
}
export type ApiHandler = (
  body: Record<string, unknown>,
  headers: Record<string, string>,
) => ApiAnswer | 'offline' | Promise<ApiAnswer | 'offline'>;

export interface ApiCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export function stubApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    const path = href.replace(/^\/+/, '').split('?')[0]!;
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, headers });
    const handler = handlers[path];
    const answer = handler ? await handler(body, headers) : 'offline';
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, to: (path: string) => calls.filter((call) => call.path === path) };
}

export function otpSent(overrides: Partial<OtpSent> = {}): OtpSent {
  return {
    status: 1,
    message: 'OTP SENT SUCCESSFULLY (New User)',
    objectId: 'otp-object-1',
    operator_id: 230201,
    mobile_number: '9876543210',
    resend_after: 30,
    expires_in: 300,
    requests_left: 4,
    requests_reset_after: 3600,
    ...overrides,
  };
}

export function loginSuccess(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  return {
    status: 1,
    message: 'Login successful',
    token: 'access-1',
    authToken: 'refresh-1',
    opr_code: 'KHELO',
    player_id: 'P2002',
    operator_id: 230201,
    display_name: 'Player 3210',
    wallet_balance: 1500,
    mobile_number: '9876543210',
    email: null,
    auth_token_expires_at: '2027-05-21T00:00:00.000Z',
    ...overrides,
  };
}

/** A fetch/userAvatar answer: player P1001 with a mobile number, nothing else filled in. */
export function profileFetched(overrides: Partial<Profile> = {}): FetchProfileResponse {
  return {
    status: 1,
    message: 'Profile fetched successfully',
    data: {
      profile_arr: [
        {
          nickName: 'Aarav',
          playerId: 'P1001',
          oprId: 230201,
          avatar: null,
          avatar_id: null,
          picture: null,
          email: null,
          mobile_number: '9876543210',
          birthday: null,
          phone: null,
          city: null,
          state: null,
          vip_points: 1234,
          club_points: 56,
          ...overrides,
        },
      ],
      avatar_list: AVATARS,
    },
  };
}

export const failure = (status: number, message: string, extra: Record<string, unknown> = {}): ApiAnswer => ({
  status,
  body: { status: 0, message, ...extra },
});
