import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOM_BETS_SHOWN, type HouseEvent } from '@khelo/contracts/house-games';
import type { BetRow } from './house-games.repository';
import { BET_EVENT_MS, createRoomEvents, ROOM_EVENT_MS } from './house-room-events';

// The room's events (docs/house-games.md): a tick's new bets go out only when they enter the round's
// largest stakes this process has seen, with the round's count; cash-outs go out whole.

let next = 0;
function bet(stakePaise: number, roundId = 7, gameCode = 'SPB02001'): BetRow {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    roundId,
    gameCode,
    playerId: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    operatorId: 1,
    launchToken: 't',
    mode: 'real',
    slot: 1,
    selection: 'crash',
    stakePaise,
    autoCashout: null,
    clientSeed: null,
    cashoutMultiplier: null,
    payoutPaise: null,
    status: 'open',
    walletSettled: false,
    createdAt: new Date(0),
    settledAt: null,
  };
}

function room(count = () => 0) {
  const events: HouseEvent[] = [];
  const log = { error: vi.fn() };
  const roomEvents = createRoomEvents({
    emit: (event) => void events.push(event),
    now: () => new Date(),
    log,
    betCount: () => Promise.resolve().then(count),
  });
  const tick = async () => {
    await vi.advanceTimersByTimeAsync(ROOM_EVENT_MS);
  };
  const announce = (kind: 'bet' | 'cashout', bets: BetRow[]) => roomEvents.announce(kind, bets);
  return { events, announce, tick, log };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the room events', () => {
  it('sends a burst’s largest stakes and the round’s count, not every bet', async () => {
    const burst = Array.from({ length: ROOM_BETS_SHOWN + 30 }, (_, index) => bet((index + 1) * 100));
    const { events, announce, tick } = room(() => burst.length);
    announce('bet', burst);
    await tick();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ kind: 'bet', bet_count: burst.length, round_id: 7 });
    expect(event!.bets).toHaveLength(ROOM_BETS_SHOWN);
    expect(Math.min(...event!.bets!.map((b) => b.amount))).toBe(31); // ₹31: stakes 31..80 of 1..80
  });

  it('sends a later bet only when it enters the largest, with the count, at most one event a BET_EVENT_MS', async () => {
    let total = ROOM_BETS_SHOWN;
    const { events, announce, tick } = room(() => total);
    announce(
      'bet',
      Array.from({ length: ROOM_BETS_SHOWN }, () => bet(5_000)),
    );
    await tick();
    expect(events).toHaveLength(1);
    // The ticks that follow an event wait for BET_EVENT_MS after it, and go out as one event.
    total += 2;
    announce('bet', [bet(1_000), bet(9_000)]);
    await tick();
    total += 1;
    announce('bet', [bet(9_500)]);
    await tick();
    expect(events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BET_EVENT_MS - 2 * ROOM_EVENT_MS);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ kind: 'bet', bet_count: ROOM_BETS_SHOWN + 3 });
    expect(events[1]!.bets!.map((b) => b.amount)).toEqual([90, 95]);
    // A tie with the smallest shown does not displace it (the earlier bet stays on a tie): the event then
    // carries only the count.
    total += 1;
    announce('bet', [bet(5_000)]);
    await tick();
    await vi.advanceTimersByTimeAsync(BET_EVENT_MS);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({ kind: 'bet', bets: [], bet_count: ROOM_BETS_SHOWN + 4 });
    // After a quiet spell a tick's bets go at once.
    await vi.advanceTimersByTimeAsync(BET_EVENT_MS);
    announce('bet', [bet(9_900)]);
    await tick();
    expect(events).toHaveLength(4);
  });

  it('starts again with a new round, and sends every cash-out', async () => {
    const { events, announce, tick } = room(() => 1);
    announce(
      'bet',
      Array.from({ length: ROOM_BETS_SHOWN }, () => bet(5_000)),
    );
    await tick();
    announce('bet', [bet(100, 8)]);
    const cashed = Array.from({ length: ROOM_BETS_SHOWN + 5 }, () => ({
      ...bet(100, 8),
      status: 'won' as const,
    }));
    announce('cashout', cashed);
    await tick();
    const [, ...later] = events;
    expect(later.find((event) => event.kind === 'bet')).toMatchObject({ round_id: 8 });
    expect(later.find((event) => event.kind === 'bet')!.bets).toHaveLength(1);
    expect(later.find((event) => event.kind === 'cashout')!.bets).toHaveLength(cashed.length);
  });

  it('logs a count that fails instead of throwing from the timer', async () => {
    const { events, announce, tick, log } = room(() => {
      throw new Error('database down');
    });
    announce('bet', [bet(100)]);
    await tick();
    expect(events).toHaveLength(0);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'house bet event failed');
  });
});
