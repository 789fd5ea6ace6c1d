import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TeenPattiView } from '@khelo/games/teen-patti/state';
import { createTestI18n } from '@/test/i18n';
import enTeenPatti from '../../../../public/locales/en/teen-patti.json';
import hdTeenPatti from '../../../../public/locales/hd/teen-patti.json';
import { TpSeatExtra } from './tp-seat-extra';

// Under a seat's name: what the seat has put into the pot, in rupees at a cash table and chips in practice.

const view = {
  seats: [{ seat: 1, status: 'seen', put: 200, blindChaals: 1, cards: null }],
} as unknown as TeenPattiView;

function show(mode: 'cash' | 'practice', language: 'en' | 'hd' = 'en') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'teen-patti', enTeenPatti);
  i18n.addResourceBundle('hd', 'teen-patti', hdTeenPatti);
  render(
    <I18nextProvider i18n={i18n}>
      <TpSeatExtra view={view} seat={1} mode={mode} />
    </I18nextProvider>,
  );
  return screen.getByTestId('seat-status');
}

describe('the seat badge of a Teen Patti seat', () => {
  it('says the amount in rupees at a cash table', () => {
    expect(show('cash')).toHaveTextContent(/in ₹\s?2/);
  });

  it('says the amount in chips at a practice table', () => {
    expect(show('practice')).toHaveTextContent('in 2 chips');
  });

  it('says one chip, not one chips', () => {
    view.seats[0]!.put = 100;
    expect(show('practice')).toHaveTextContent(/in 1 chip$/);
    view.seats[0]!.put = 200;
  });

  it('speaks Hindi', () => {
    expect(show('practice', 'hd')).toHaveTextContent('दाँव 2 चिप्स');
  });
});
