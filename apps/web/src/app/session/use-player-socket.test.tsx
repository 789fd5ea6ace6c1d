import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SETTLE_MS, CONTENT_WAIT_MS, ContentShown, resetContentShown } from '@/lib/page-content';
import { sockets } from '@/test/fake-socket';
import { usePlayerSocket } from './use-player-socket';

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));
vi.mock('@/lib/after-load', () => import('@/test/after-load-now'));

const identity = { player_id: 'p1', operator_id: 1, token: 't1' };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function renderSocket() {
  const onBalance = vi.fn();
  const hook = renderHook(() =>
    usePlayerSocket({ playerKey: 'p1', identity: () => identity, onBalance, onRefused: vi.fn() }),
  );
  return { onBalance, hook };
}

describe("the player's socket", () => {
  beforeEach(() => {
    sockets.length = 0;
    resetContentShown();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('opens at once on a page without a game, identifies the player and delivers the balance', async () => {
    const { onBalance } = renderSocket();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent('sendPlayerData')).toEqual([identity]);
    act(() => sockets[0]!.serverSends('info', { message: 'debit', wallet_balance: 120 }));
    expect(onBalance).toHaveBeenCalledWith(120, 'info', { message: 'debit', wallet_balance: 120 });
  });

  it("on a game page waits for the game's content (its LCP), then opens and delivers events", async () => {
    window.history.replaceState(null, '', '/play/SPB02001');
    const { onBalance } = renderSocket();
    await settle();
    expect(sockets).toHaveLength(0);
    vi.useFakeTimers();
    render(<ContentShown />);
    await act(() => vi.advanceTimersByTimeAsync(CONTENT_SETTLE_MS + 50));
    vi.useRealTimers();
    await settle();
    expect(sockets).toHaveLength(1);
    act(() => sockets[0]!.serverSends('deposit_confirm', { message: 'ok', wallet_balance: 50 }));
    expect(onBalance).toHaveBeenCalledWith(50, 'deposit_confirm', { message: 'ok', wallet_balance: 50 });
  });

  it('opens anyway when the game page never shows its content', async () => {
    window.history.replaceState(null, '', '/play/SPB02001');
    vi.useFakeTimers();
    renderSocket();
    await act(() => vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS - 100));
    expect(sockets).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(sockets).toHaveLength(1);
  });

  it('never opens when the player has left before it was due', async () => {
    window.history.replaceState(null, '', '/play/SPB02001');
    const { hook } = renderSocket();
    await settle();
    hook.unmount();
    render(<ContentShown />);
    await settle();
    expect(sockets).toHaveLength(0);
  });
});
