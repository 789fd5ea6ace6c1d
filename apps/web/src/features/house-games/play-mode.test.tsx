import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { HouseBet } from '@khelo/contracts/house-games';
import type { LaunchMode } from '@khelo/contracts/practice';
import { createTestI18n } from '@/test/i18n';
import enGames from '../../../public/locales/en/games.json';
import hdGames from '../../../public/locales/hd/games.json';
import { BetSpots } from './components/cards/bet-spots';
import { LiveBets } from './components/live-bets';
import { ChipSelector } from './components/roulette/roulette-chips';
import { PlayModeProvider, useHouseMoney } from './play-mode';

// The game panels in a practice launch: every stake, payout and chip face is chips, never ₹; the same
// panels of a cash launch keep ₹. The page sets the mode once (PlayPage), the panels only format.

const bet: HouseBet = {
  bet_id: 'b1',
  round_id: 1,
  player: 'R***l',
  slot: 1,
  selection: 'crash',
  amount: 1500,
  auto_cashout: null,
  cashout_multiplier: 2,
  payout: 3000,
  status: 'won',
};

function AmountError() {
  const { message } = useHouseMoney();
  return <p>{message('errors.amount')}</p>;
}

function renderIn(mode: LaunchMode, language: 'en' | 'hd') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'games', enGames);
  i18n.addResourceBundle('hd', 'games', hdGames);
  const panels = (
    <>
      <LiveBets bets={[bet]} />
      <BetSpots
        spots={['dragon', 'tiger', 'tie']}
        placed={{ dragon: 500 }}
        pending={{ tiger: 100 }}
        winner={null}
        disabled={false}
        onSpot={() => {}}
      />
      <ChipSelector value={1000} onChange={() => {}} />
      <AmountError />
    </>
  );
  return render(
    <I18nextProvider i18n={i18n}>
      {mode === 'practice' ? <PlayModeProvider mode="practice">{panels}</PlayModeProvider> : panels}
    </I18nextProvider>,
  );
}

describe('amounts on the game pages', () => {
  it('are chips in a practice launch, with no ₹ anywhere', () => {
    const { container } = renderIn('practice', 'en');
    expect(screen.getByText('1,500 chips')).toBeInTheDocument();
    expect(screen.getByText('3,000 chips')).toBeInTheDocument();
    expect(screen.getByTestId('spot-dragon')).toHaveTextContent('500 chips');
    expect(screen.getByTestId('spot-tiger')).toHaveTextContent('+100 chips');
    expect(screen.getByRole('radio', { name: '1k' })).toBeChecked();
    expect(screen.getByText('Enter an amount from 10 to 10,000 chips.')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('₹');
  });

  it('are chips in Hindi too', () => {
    const { container } = renderIn('practice', 'hd');
    expect(screen.getByText('1,500 चिप्स')).toBeInTheDocument();
    expect(screen.getByTestId('spot-dragon')).toHaveTextContent('500 चिप्स');
    expect(container).not.toHaveTextContent('₹');
  });

  it('stay rupees in a cash launch', () => {
    const { container } = renderIn('real', 'en');
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByTestId('spot-dragon')).toHaveTextContent('₹500');
    expect(screen.getByRole('radio', { name: '₹1k' })).toBeChecked();
    expect(screen.getByText('Enter an amount from ₹10 to ₹10,000.')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('chips');
  });
});
