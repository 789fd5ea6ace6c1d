import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { commitmentOf } from '@khelo/games/fair';
import { dealFromSeed as dealCallBreak } from '@khelo/games/call-break/cards';
import { dealFromSeed } from '@khelo/games/teen-patti/match';
import { verifyLudoRolls } from '@khelo/games/ludo/dice';
import { stubApi } from '@/test/stub-api';
import { CLIENT_SEED, fairnessOf, openHand, renderVerify, type HandFairness } from './verify-test-support';

// /provably-fair's Teen Patti and Call Break parts with the fairness call stubbed: the browser checks the
// revealed seed against the hash published before the deal and deals every seat's cards again (the shared
// table-hand check with each game's verifier; rummy's is in rummy/rummy-verify.test.tsx), and Ludo's rolls.

const teenPatti: HandFairness = {
  handId: '7a1c8f5e-8b7a-4c1e-9f6a-2b3c4d5e6f71',
  game: 'teen-patti',
  handNo: 4,
  seed: 'c0ffee00d4f5e6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1',
  seats: [0, 2, 5],
  options: { seats: 6, boot: 100 },
};

const callBreak: HandFairness = {
  handId: '8b2d9a6f-9c8b-4d2f-8a7b-3c4d5e6f7a82',
  game: 'call-break',
  handNo: 2,
  seed: 'd00dfeed4f5e6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b',
  seats: [0, 1, 2, 3],
  options: { rounds: 5 },
};

afterEach(() => localStorage.clear());

describe('verifying a Teen Patti hand', () => {
  it("deals every seat's three cards again and says it is verified", async () => {
    openHand(teenPatti);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Verified/);
    expect(screen.getByTestId('teen-patti-verify')).toHaveTextContent('Teen Patti · hand 4');
    expect(screen.getByText('Teen Patti · 3 players')).toBeInTheDocument();
    const deal = dealFromSeed({ serverSeed: teenPatti.seed, clientSeed: CLIENT_SEED, nonce: '4' }, 3);
    for (const [index, seat] of [0, 2, 5].entries()) {
      const row = screen.getByTestId(`teen-patti-seat-${seat}`);
      expect(row).toHaveTextContent(`Seat ${seat + 1}`);
      const shown = within(row)
        .getAllByRole('img')
        .map((card) => card.getAttribute('data-card'));
      expect(shown).toEqual(deal.hands[index]);
    }
  });

  it('says not verified when the revealed seed is not the one whose hash was published', async () => {
    openHand(teenPatti, { server_seed_hash: commitmentOf('another seed') });
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Not verified/);
    expect(within(screen.getByTestId('verify-result')).getByText('No')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    openHand(teenPatti);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^प्रमाणित:/);
    expect(screen.getByTestId('teen-patti-verify')).toHaveTextContent('तीन पत्ती · हाथ 4');
    expect(screen.getByTestId('teen-patti-seat-5')).toHaveTextContent('सीट 6');
  });
});

describe('verifying a Call Break round', () => {
  it("deals every seat's 13 cards and the toss again and says it is verified", async () => {
    openHand(callBreak);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Verified/);
    const deal = dealCallBreak({ serverSeed: callBreak.seed, clientSeed: CLIENT_SEED, nonce: '2' });
    for (const [index, seat] of callBreak.seats.entries()) {
      const shown = within(screen.getByTestId(`call-break-seat-${seat}`))
        .getAllByRole('img')
        .map((card) => card.getAttribute('data-card'));
      expect([...shown].sort()).toEqual([...deal.hands[index]!].sort());
    }
    expect(screen.getByTestId('call-break-verify')).toHaveTextContent(`Seat ${deal.dealer + 1}`);
  });
});

const ludo: HandFairness = {
  handId: '9c3e0b7a-ad9c-4e3a-9b8c-4d5e6f7a8b93',
  game: 'ludo',
  handNo: 6,
  seed: 'beadfeed4f5e6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b',
  seats: [0, 1],
  options: { mode: 'timed', clock: true },
};

describe('verifying a Ludo game', () => {
  it('recomputes as many rolls as the history link says, and more when asked', async () => {
    stubApi({ [`api/tables/hands/${ludo.handId}/fairness`]: () => ({ body: fairnessOf(ludo) }) });
    renderVerify(`/provably-fair?hand=${ludo.handId}&rolls=12`);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Verified/);
    expect(screen.getByTestId('ludo-verify')).toHaveTextContent('Ludo · game 6');
    expect(screen.getByText('Ludo · timed')).toBeInTheDocument();
    const fair = { serverSeed: ludo.seed, clientSeed: CLIENT_SEED, nonce: '6' };
    const shown = () =>
      within(screen.getByTestId('ludo-rolls'))
        .getAllByRole('listitem')
        .map((item) => Number(item.getAttribute('data-roll')));
    expect(shown()).toEqual(verifyLudoRolls(fair, 12));
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '40' } });
    expect(shown()).toEqual(verifyLudoRolls(fair, 40));
  });

  it('says not verified when the revealed seed is not the one whose hash was published', async () => {
    openHand(ludo, { server_seed_hash: commitmentOf('another seed') });
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Not verified/);
  });
});
