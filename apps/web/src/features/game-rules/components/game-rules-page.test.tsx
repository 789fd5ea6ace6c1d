import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { addInfoLocales } from '@/test/info-locales';
import file from '../../../../public/gameRules.json';

// The rules pages through the real route table, with GET /gameRules.json answered from the real file.

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveRules(status = 200) {
  const fetch = vi.fn((url: string) =>
    String(url).endsWith('/gameRules.json')
      ? Promise.resolve(
          new Response(JSON.stringify(file), { status, headers: { 'content-type': 'application/json' } }),
        )
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  const i18n = addInfoLocales(createTestI18n());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

describe('the game rules pages', () => {
  it('/european-roulette-timer-rules shows every section of the record', async () => {
    serveRules();
    renderAt('/european-roulette-timer-rules');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'European Roulette rules' }),
    ).toBeInTheDocument();
    const record = file['european-roulette-timer'];
    expect(await screen.findByRole('heading', { name: record.objectiveTitle })).toBeInTheDocument();
    expect(screen.getByText(record.objective)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'European Roulette illustration' })).toHaveAttribute(
      'src',
      record.image,
    );
    expect(screen.getByText(record.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: record.howToPlayTitle })).toBeInTheDocument();
    for (const step of record.howToPlayList) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByText(record.tip)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: record.sequenceTitle })).toBeInTheDocument();
    expect(screen.getByText(/Straight \(1 number\) 35:1; split \(2 numbers\) 17:1/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: record.pureSequenceTitle })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Outside bets/ })).toHaveAttribute(
      'src',
      record.pureSequenceImage,
    );
    for (const example of record.pureSequenceExamples) expect(screen.getByText(example)).toBeInTheDocument();
    expect(screen.getByText(record.pureSequenceAdditional)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close and go home' })).toHaveAttribute('href', '/');
    const others = screen.getByRole('navigation', { name: 'Rules of other games' });
    expect(within(others).getByRole('link', { name: 'Rummy rules' })).toHaveAttribute('href', '/rummy-rules');
    expect(within(others).getByRole('link', { name: 'Aviator rules' })).toHaveAttribute(
      'href',
      '/game-rules/aviator',
    );
    expect(within(others).queryByRole('link', { name: 'European Roulette rules' })).not.toBeInTheDocument();
  });

  it('/game-rules/color-prediction shows the record in Hindi for a Hindi reader', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    serveRules();
    renderAt('/game-rules/color-prediction');
    const hd = file['color-prediction'].hd;
    expect(await screen.findByRole('heading', { level: 1, name: `${hd.title} के नियम` })).toBeInTheDocument();
    expect(await screen.findByText(hd.objective)).toBeInTheDocument();
    expect(screen.getByText('हरा, नतीजा 5 → 147')).toBeInTheDocument();
    expect(screen.queryByText(file['color-prediction'].objective)).not.toBeInTheDocument();
  });

  it('an unknown game shows "Game rules not found."', async () => {
    serveRules();
    renderAt('/game-rules/snakes-and-ladders');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Game rules not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'snakes and ladders rules' })).toBeInTheDocument();
  });

  it('a failed fetch shows "Game rules not found." with a retry, and logs the HTTP error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveRules(500);
    renderAt('/poker-rules');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Game rules not found.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'));
  });

  it.each([
    ['/teen-patti-rules', '/teenpatti-rules', 'Teen Patti rules'],
    ['/zoo-roulette-rules', '/zoo-roullete-rules', 'Zoo Roulette rules'],
    ['/aviator-rules', '/game-rules/aviator', 'Aviator rules'],
  ])('the lobby link %s leads to %s', async (from, to, title) => {
    serveRules();
    const { router } = renderAt(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });
});
