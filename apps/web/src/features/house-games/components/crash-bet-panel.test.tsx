import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HouseBet, HouseGameState, HouseRound } from '@khelo/contracts/house-games';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createTestI18n } from '@/test/i18n';
import enGames from '../../../../public/locales/en/games.json';
import { CrashBetPanel } from './crash-bet-panel';

// A slot at the crash: the settled round reaches the page before the refetch that brings its bets' outcomes.

const round: HouseRound = {
  round_id: 9,
  game_code: 'SPB02001',
  round_no: '9',
  phase: 'settled',
  commitment: 'c',
  client_seed: 'client-seed',
  nonce: '9',
  chain_index: 1,
  chain_commitment: 'cc',
  betting_closes_at: '2026-11-23T10:00:00.000Z',
  starts_at: '2026-11-23T10:00:00.000Z',
  ends_at: '2026-11-23T10:00:03.000Z',
  server_seed: 's',
  result: 1.8,
};

const bet: HouseBet = {
  bet_id: 'b2',
  round_id: 9,
  player: 'me',
  slot: 2,
  selection: 'crash',
  amount: 50,
  auto_cashout: null,
  cashout_multiplier: null,
  payout: null,
  status: 'open',
  mine: true,
};

function renderSlot(slotBet: HouseBet) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'games', enGames);
  const state = {
    round,
    bets: [slotBet],
    growth_per_second: 0.25,
    timings: { betting_ms: 4000, wait_ms: 0 },
  } as unknown as HouseGameState;
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <CrashBetPanel slot={2} state={state} token="t" serverNow={() => Date.now()} />
    </AppProviders>,
  );
}

describe('a crash bet slot when the plane has flown away', () => {
  it('shows the loss of a bet still open, not "waiting for take-off"', () => {
    renderSlot(bet);
    expect(screen.getByTestId('bet-panel-2')).toHaveTextContent(enGames.crash.lost);
    expect(screen.queryByText(enGames.crash.betPlaced)).not.toBeInTheDocument();
  });

  it('does not call a bet lost whose auto cash-out was under the crash point', () => {
    renderSlot({ ...bet, auto_cashout: 1.5 });
    expect(screen.getByTestId('bet-panel-2')).not.toHaveTextContent(enGames.crash.lost);
  });
});
