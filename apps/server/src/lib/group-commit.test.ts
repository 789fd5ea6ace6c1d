import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupCommit, type GroupCommitOptions, type Linger } from './group-commit';

// What the callers of a group commit feel: each call its own answer, the calls of a burst written
// together, and (with a linger) a burst's trickle written in a few batches rather than in pairs.

function recorder(writeMs: number) {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, writeMs));
    return items.map((item) => item * 10);
  };
  return { batches, run };
}

/** A writer on fake timers, each batch taking `writeMs`: one batch at a time unless `options` say more. */
function writer(writeMs: number, options: Partial<GroupCommitOptions> = {}) {
  vi.useFakeTimers();
  const { batches, run } = recorder(writeMs);
  const call = createGroupCommit(run, { maxBatch: 100, inFlight: 1, ...options });
  return { batches, call };
}

/** One call, then two every 4 ms while it is written (10 ms a batch): a burst parsed between statements. */
async function trickle(linger: Linger | undefined) {
  const { batches, call } = writer(10, linger ? { linger } : {});
  const answers = [call(0)];
  await vi.advanceTimersByTimeAsync(0);
  for (let at = 1; at <= 7; at++) {
    answers.push(call(at * 2 - 1), call(at * 2));
    await vi.advanceTimersByTimeAsync(4);
  }
  await vi.advanceTimersByTimeAsync(100);
  return { batches, answers };
}

afterEach(() => vi.useRealTimers());

describe('group commit', () => {
  it('answers each call with its own result; a lone call is written at once, without a linger', async () => {
    const { batches, call } = writer(5, { linger: { ms: 20, below: 8 } });
    const answer = call(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[7]]);
    await vi.advanceTimersByTimeAsync(5);
    await expect(answer).resolves.toBe(70);
  });

  it('writes the calls that come while a batch is written as the next batch (the first call alone)', async () => {
    const { batches, call } = writer(10);
    const answers = [call(1)];
    await vi.advanceTimersByTimeAsync(0);
    answers.push(call(2), call(3));
    await vi.advanceTimersByTimeAsync(30);
    expect(batches).toEqual([[1], [2, 3]]);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
  });

  it('with a linger, a trickle after a batch waits for more instead of going in pairs', async () => {
    const { batches, answers } = await trickle({ ms: 20, below: 8 });
    await expect(Promise.all(answers)).resolves.toHaveLength(15);
    expect(batches[0]).toEqual([0]);
    // 14 calls in two batches, not seven pairs: the first waited until 8 were waiting.
    expect(batches.slice(1).map((batch) => batch.length)).toEqual([8, 6]);
    expect(batches.flat()).toEqual([...Array(15).keys()]);
  });

  it('without a linger, the same trickle goes in small batches', async () => {
    const { batches, answers } = await trickle(undefined);
    await Promise.all(answers);
    expect(batches.length).toBeGreaterThan(3);
  });

  it('a lingering trickle is written after the linger even if it stays small', async () => {
    const { batches, call } = writer(10, { linger: { ms: 20, below: 8 } });
    const first = call(1);
    await vi.advanceTimersByTimeAsync(0);
    const second = call(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(batches).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(19);
    expect(batches).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1], [2]]);
    await vi.advanceTimersByTimeAsync(10);
    await expect(Promise.all([first, second])).resolves.toEqual([10, 20]);
  });

  it('with an idle wait, a burst read over several turns starts as one batch, not a lone call first', async () => {
    const { batches, call } = writer(10, { inFlight: 2, idleWaitMs: 3 });
    const answers = [call(1)];
    await vi.advanceTimersByTimeAsync(1);
    answers.push(call(2));
    await vi.advanceTimersByTimeAsync(1);
    answers.push(call(3));
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3]]);
    // The writer is busy now, so a call with a free slot goes at the next turn rather than waiting.
    answers.push(call(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3], [4]]);
    await vi.advanceTimersByTimeAsync(10);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('a batch that fails fails each of its calls, and the next batch still runs', async () => {
    const call = createGroupCommit(
      (items: number[]) =>
        items.includes(1) ? Promise.reject(new Error('write failed')) : Promise.resolve(items),
      { maxBatch: 100, inFlight: 1, linger: { ms: 5, below: 4 } },
    );
    await expect(call(1)).rejects.toThrow('write failed');
    await expect(call(2)).resolves.toBe(2);
  });
});
