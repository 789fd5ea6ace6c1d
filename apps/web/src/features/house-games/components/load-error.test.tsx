import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/i18n';
import enGames from '../../../../public/locales/en/games.json';
import { LoadError, useLoadFailed } from './load-error';

// A game state that failed to load keeps its error and Try again button while it is fetched again (by
// the button, a round event or the poll), and gives way to the game once an answer comes.

function Table({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['table'], queryFn: load, retry: false });
  const failed = useLoadFailed(query);
  if (failed) return <LoadError onRetry={() => void query.refetch()} busy={query.isFetching} />;
  return query.data ? <p>{query.data}</p> : <p>loading</p>;
}

function renderTable(load: () => Promise<string>) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'games', enGames);
  const client = new QueryClient();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Table load={load} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { client, user: userEvent.setup() };
}

describe('a game that cannot load', () => {
  it('keeps the error and its button through a refetch that is still under way, then shows the game', async () => {
    let answer: (value: string) => void = () => undefined;
    const loads = [
      () => Promise.reject(new Error('503')),
      () => new Promise<string>((resolve) => (answer = resolve)),
    ];
    const { client, user } = renderTable(() => loads.shift()!());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');

    // A round event refetches in the background: no spinner in place of the error.
    act(() => void client.invalidateQueries({ queryKey: ['table'] }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    act(() => answer('the table'));
    expect(await screen.findByText('the table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the spinner, not an error, while the first load is under way', () => {
    renderTable(() => new Promise<string>(() => undefined));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
