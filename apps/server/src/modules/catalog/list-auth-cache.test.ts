import { describe, expect, it, vi } from 'vitest';
import { issueAccessToken } from '../auth/access-token';
import { createListAuthCache } from './list-auth-cache';

const SECRET = 's'.repeat(48);
const player = { id: 'p1', operatorId: 230201, sessionId: '00000000-0000-4000-8000-000000000001' };

function setup(answer: typeof player | null = player) {
  let clock = Date.parse('2026-12-01T10:00:00Z');
  const authenticate = vi.fn((_token: string | undefined) => Promise.resolve(answer));
  const cached = createListAuthCache({
    authenticate,
    secret: SECRET,
    now: () => new Date(clock),
    ttlMs: 2_000,
  });
  const token = issueAccessToken(SECRET, { sub: 'p1', opr: 230201, sid: player.sessionId }, 900, clock).token;
  return { cached, authenticate, token, advance: (ms: number) => (clock += ms) };
}

describe('the lobby calls authentication cache', () => {
  it('looks a live session up once per TTL', async () => {
    const { cached, authenticate, token, advance } = setup();
    expect(await cached(token)).toEqual(player);
    advance(1_999);
    expect(await cached(token)).toEqual(player);
    expect(authenticate).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cached(token)).toEqual(player);
    expect(authenticate).toHaveBeenCalledTimes(2);
  });

  it('never trusts a forged, expired or missing token, and does not cache a refusal', async () => {
    const { cached, authenticate, token, advance } = setup();
    expect(await cached(undefined)).toBeNull();
    expect(await cached(`${token}x`)).toBeNull();
    expect(authenticate).not.toHaveBeenCalled();
    expect(await cached(token)).toEqual(player);
    advance(900_000);
    expect(await cached(token)).toBeNull();
    expect(authenticate).toHaveBeenCalledTimes(1);

    const ended = setup(null);
    expect(await ended.cached(ended.token)).toBeNull();
    expect(await ended.cached(ended.token)).toBeNull();
    expect(ended.authenticate).toHaveBeenCalledTimes(2);
  });
});
