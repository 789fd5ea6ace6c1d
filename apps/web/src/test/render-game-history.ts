import type { GameHistoryRow } from '@khelo/contracts/house-games';
import { renderApp, storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enGames from '../../public/locales/en/games.json';
import hdGames from '../../public/locales/hd/games.json';

/** /game-history signed in, its API stubbed at fetch to answer `rows` (one page), with the games locales. */
export function renderGameHistory(rows: GameHistoryRow[]) {
  storeSession();
  stubApi({
    'api/game-history': () => ({
      body: {
        status: 1,
        message: 'game history',
        data: rows,
        page: 1,
        page_size: 10,
        total: rows.length,
        total_pages: 1,
      },
    }),
  });
  const view = renderApp('/game-history');
  view.i18n.addResourceBundle('en', 'games', enGames);
  view.i18n.addResourceBundle('hd', 'games', hdGames);
  return view;
}
