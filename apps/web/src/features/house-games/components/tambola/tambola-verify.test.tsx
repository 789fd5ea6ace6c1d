import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { GameHistoryRow, HouseRound } from '@khelo/contracts/house-games';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-tambola';
import { chainCommitment, chainSeed, commitmentOf } from '@khelo/games/fair';
import { callOrder, combinedClientSeed } from '@khelo/games/tambola/index';
import { createTestI18n } from '@/test/i18n';
import enGames from '../../../../../public/locales/en/games.json';
import enTambola from '../../../../../public/locales/en/tambola.json';
import { wheelCells } from '../wheel-history';
import { TambolaVerify } from './tambola-verify';

// The Tambola check of /provably-fair (ADR 036): the browser recomputes the combined client seed from every
// purchase's seed and rebuilds the calls from it; a game from before client seeds from its seed alone.

const terminal = 'd4'.repeat(32);
const seed = chainSeed(terminal, 20, 3);
const seeds = ['another', 'my seed'];
const combined = combinedClientSeed(seeds);

function finished(tambolaSeeds: HouseRound['tambola_seeds']): HouseRound {
  return {
    round_id: 7,
    game_code: TAMBOLA_GAME_CODE,
    round_no: '7',
    phase: 'settled',
    commitment: commitmentOf(seed),
    client_seed: 'round-client',
    nonce: '3',
    chain_index: 3,
    chain_commitment: chainCommitment(terminal, 20),
    betting_closes_at: new Date().toISOString(),
    starts_at: new Date().toISOString(),
    ends_at: new Date().toISOString(),
    server_seed: seed,
    result: 40,
    ...(tambolaSeeds ? { tambola_seeds: tambolaSeeds } : {}),
  };
}

function i18n() {
  const instance = createTestI18n('en');
  instance.addResourceBundle('en', 'tambola', enTambola);
  instance.addResourceBundle('en', 'games', enGames);
  return instance;
}

function renderVerify(round: HouseRound) {
  render(
    <I18nextProvider i18n={i18n()}>
      <TambolaVerify round={round} tickets={[]} />
    </I18nextProvider>,
  );
}

const fair = { serverSeed: seed, clientSeed: 'round-client', nonce: '3' };

describe('Tambola verify', () => {
  it('recomputes the combined client seed from the purchases and rebuilds the calls from it', () => {
    renderVerify(finished({ combined_client_seed: combined, client_seeds: seeds }));
    const box = screen.getByTestId('tambola-verify-seeds');
    expect(box).toHaveTextContent(combined);
    expect(box).toHaveTextContent('my seed');
    expect(box).toHaveTextContent(enGames.verify.sameAsGame);
    expect(screen.getByTestId('tambola-verify-calls')).toHaveTextContent(
      callOrder(fair, combined).slice(0, 40).join(', '),
    );
  });

  it('says so when the served seeds do not give the combined seed', () => {
    renderVerify(finished({ combined_client_seed: combined, client_seeds: ['another'] }));
    expect(screen.getByTestId('tambola-verify-seeds')).toHaveTextContent(enGames.verify.notSameAsGame);
  });

  it('a game from before client seeds is rebuilt from its seed alone', () => {
    renderVerify(finished({ combined_client_seed: null, client_seeds: [] }));
    expect(screen.queryByTestId('tambola-verify-seeds')).not.toBeInTheDocument();
    expect(screen.getByText(enTambola.verify.noClientSeeds)).toBeInTheDocument();
    expect(screen.getByTestId('tambola-verify-calls')).toHaveTextContent(
      callOrder(fair, null).slice(0, 40).join(', '),
    );
  });

  it('the history row shows the seed the purchase brought', () => {
    const t = i18n().getFixedT('en', 'games');
    const row = {
      game_code: TAMBOLA_GAME_CODE,
      selection: 'tickets:0,1',
      result: 40,
      tambola_client_seed: 'my seed',
    } as GameHistoryRow;
    expect(wheelCells(t, row)?.selection).toBe('2 tickets: #1, #2 · your seed my seed');
  });
});
