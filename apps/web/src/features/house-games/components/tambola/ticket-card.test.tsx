import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { TAMBOLA_PRIZES, type TambolaPrizeState, type TambolaTicket } from '@khelo/contracts/house-tambola';
import { createTestI18n } from '@/test/i18n';
import enTambola from '../../../../../public/locales/en/tambola.json';
import { TicketCard } from './ticket-card';

// A ticket daubs the numbers called by itself, and offers a claim button only for open prizes the calls
// have completed on it; a prize it already claimed at this call shows as claimed instead.

const TICKET: TambolaTicket = {
  ticket_id: 7,
  index: 2,
  auto_claim: false,
  rows: [
    [4, null, 21, null, 45, null, 63, null, 80],
    [null, 12, 25, 38, null, 56, null, 71, null],
    [9, 17, null, 39, null, 58, null, null, 90],
  ],
};

const open = (): TambolaPrizeState[] =>
  TAMBOLA_PRIZES.map((prize) => ({ prize, amount: 10, share_percent: null, won_at_call: null, winners: [] }));

function renderTicket(called: number[], prizes = open()) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'tambola', enTambola);
  const onClaim = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <TicketCard
        ticket={TICKET}
        called={called}
        last={called.at(-1) ?? null}
        prizes={prizes}
        playing
        claiming={false}
        onClaim={onClaim}
      />
    </I18nextProvider>,
  );
  return { onClaim, user: userEvent.setup() };
}

describe('a tambola ticket', () => {
  it('daubs the called numbers and offers the prizes the calls completed', async () => {
    const { onClaim, user } = renderTicket([4, 21, 45, 63, 80, 12, 1]);
    expect(screen.getByLabelText('4 called')).toHaveAttribute('data-daubed', 'true');
    expect(screen.getByLabelText('25')).not.toHaveAttribute('data-daubed');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Claim Early five', 'Claim Top line']);
    await user.click(screen.getByRole('button', { name: 'Claim Top line' }));
    expect(onClaim).toHaveBeenCalledWith(7, 'top-line');
  });

  it('shows a prize claimed at this call instead of its button, and none for a prize already won', () => {
    const prizes = open().map((prize) =>
      prize.prize === 'early-five'
        ? { ...prize, winners: [{ player: 'ab***c', ticket_id: 7, amount: null, mine: true, auto: false }] }
        : prize.prize === 'top-line'
          ? { ...prize, won_at_call: 6, winners: [] }
          : prize,
    );
    renderTicket([4, 21, 45, 63, 80, 12], prizes);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('tambola-claimed')).toHaveTextContent('Early five claimed');
  });
});
