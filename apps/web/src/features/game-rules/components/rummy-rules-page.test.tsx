import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { addInfoLocales } from '@/test/info-locales';

function renderRummy() {
  const i18n = addInfoLocales(createTestI18n());
  const router = createMemoryRouter(routes, { initialEntries: ['/rummy-rules'] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('/rummy-rules', () => {
  it('has every section of the spec', async () => {
    renderRummy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rummy rules' })).toBeInTheDocument();
    for (const name of [
      'Objective of rummy',
      'How to play',
      'Sequences',
      'Pure sequence',
      'Impure sequence',
      'Sets',
      'Jokers',
      'Printed joker',
      'Wild joker',
      'Valid declaration',
      'Invalid declaration',
      'Point scoring and penalties',
      'Worked examples',
      'Glossary',
      'FAQ',
    ])
      expect(screen.getByRole('heading', { name }), name).toBeInTheDocument();
  });

  it('draws the card examples with their captions as names', async () => {
    renderRummy();
    expect(await screen.findByRole('img', { name: 'Pure sequence: 5♥ 6♥ 7♥' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Valid set: 8♣ 8♦ 8♥' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Impure sequence: 6♦ 7♦ joker 9♦/ })).toBeInTheDocument();
  });

  it('shows the penalties and the worked examples', async () => {
    renderRummy();
    const table = await screen.findByRole('table');
    const points = (label: string) =>
      within(within(table).getByRole('row', { name: new RegExp(label) })).getByRole('cell').textContent;
    expect(points('Invalid declaration')).toBe('80');
    expect(points('First drop')).toBe('20');
    expect(points('Middle drop')).toBe('40');
    expect(points('3 consecutive missed turns')).toBe('40');
    expect(points('Declaring a valid hand second')).toBe('2');
    expect(screen.getByTestId('rummy-sum')).toHaveTextContent('2 + 3 + 10 + 10 = 25');
    expect(screen.getByText('The winner declares valid groups: 0 points.')).toBeInTheDocument();
    for (const term of [
      'Table',
      'Sort button',
      'Deal / round',
      'Draw and discard',
      'Meld',
      'Drop',
      'Chips',
      'Declare',
      'Cash tournaments',
    ])
      expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
  });

  it('is in Hindi for a Hindi reader', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    renderRummy();
    expect(await screen.findByRole('heading', { name: 'रमी का उद्देश्य' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अंक गणना और दंड' })).toBeInTheDocument();
    expect(screen.queryByText('Objective of rummy')).not.toBeInTheDocument();
  });
});
