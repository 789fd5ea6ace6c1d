import { memo, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Provider } from '@khelo/contracts/catalog';
import { Spinner } from '@/components/ui/spinner';
import { useGameName } from '@/lib/game-names';
import { providerGames, recentGames, skillGames, tabIndex, visibleGames } from '../lobby-games';
import { readRecentGames } from '../recent-games';
import type { LobbyCatalog } from '../use-lobby-catalog';
import { CategoryTabs } from './category-tabs';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GameRow } from './game-row';
import { GameSearch } from './game-search';
import { LobbyEmpty, LobbyError } from './lobby-states';
import { ProviderGamesDialog } from './provider-games-dialog';
import { ProviderGrid } from './provider-grid';
import './lobby.css';

const PANEL_ID = 'lobby-games-panel';

export interface LobbyProps {
  catalog: LobbyCatalog;
}

/**
 * The lobby below the banners (section 2): recently played, Skill Games, the category tabs with search
 * over a grid of tiles, and the provider grid with its full-screen modal. The tab lives in ?tab=N so the
 * navigation bar's Live Casino entry (?tab=4) and the back button select it.
 */
// Memoised: the home route's urgent renders (a new catalog before its deferred copy) skip it.
export const Lobby = memo(function Lobby({ catalog }: LobbyProps) {
  const { t } = useTranslation('lobby');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // A search belongs to the tab it was typed in: choosing another tab (here or in the navigation bar) ends it.
  const [search, setSearch] = useState({ text: '', tab: 0 });
  const [recentCodes] = useState(readRecentGames);
  // The dialog belongs to the location it was opened at: a tile's Play link inside it closes it.
  const [openProvider, setOpenProvider] = useState<{ provider: Provider; at: string } | null>(null);

  const { games, categories, providers, status } = catalog;
  const selected = tabIndex(params.get('tab'), categories.length);
  const query = search.tab === selected ? search.text : '';
  const setQuery = (text: string) => setSearch({ text, tab: selected });
  const category = categories[selected]?.name ?? 'all';
  const gameName = useGameName();
  const shown = useMemo(
    () => visibleGames(games, category, query, (game) => gameName(game.game_name).text),
    [games, category, query, gameName],
  );
  const skill = useMemo(() => skillGames(games), [games]);
  const recent = useMemo(() => recentGames(games, recentCodes), [games, recentCodes]);

  const selectTab = (index: number) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (index === 0) next.delete('tab');
        else next.set('tab', String(index));
        next.delete('game_code');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const searching = query.trim() !== '';
  const dialog = openProvider && openProvider.at === location.key ? openProvider.provider : null;

  return (
    <div className="lobby">
      {recent.length > 0 ? (
        <GameRow
          id="lobby-recent-title"
          title={t('sections.recent')}
          hint={t('sections.recentHint')}
          games={recent}
        />
      ) : null}
      {skill.length > 0 ? (
        <GameRow
          id="lobby-skill-title"
          title={t('sections.skill')}
          hint={t('sections.skillHint')}
          games={skill}
        />
      ) : null}

      <section className="lobby-section" aria-labelledby="lobby-all-title">
        <div className="section-head lobby-head">
          <h2 id="lobby-all-title" className="section-head__title">
            {t('sections.allGames')}
          </h2>
          <GameSearch value={query} onChange={setQuery} />
        </div>
        <CategoryTabs categories={categories} selected={selected} onSelect={selectTab} panelId={PANEL_ID} />
        <div
          id={PANEL_ID}
          className="lobby-panel"
          role="tabpanel"
          aria-labelledby={`category-tab-${categories[selected]?.code ?? 'all'}`}
          aria-busy={status === 'loading'}
        >
          {status === 'loading' ? (
            <>
              <p className="lobby-panel__status">
                <Spinner size="sm" /> {t('states.loading')}
              </p>
              <GameGridSkeleton />
            </>
          ) : status === 'error' ? (
            <LobbyError error={catalog.error} onRetry={catalog.retry} retrying={catalog.fetching} />
          ) : (
            <>
              <p className="lobby-panel__status" aria-live="polite">
                {searching
                  ? t('search.results', { query: query.trim(), count: shown.length })
                  : t('grid.count', { count: shown.length })}
              </p>
              {shown.length > 0 ? (
                <GameGrid games={shown} resetKey={`${category}|${query}`} eagerCount={4} />
              ) : (
                <LobbyEmpty
                  text={searching ? t('grid.noResults', { query: query.trim() }) : t('grid.empty')}
                />
              )}
            </>
          )}
        </div>
      </section>

      {providers.length > 0 ? (
        <ProviderGrid
          providers={providers}
          onView={(provider) => setOpenProvider({ provider, at: location.key })}
        />
      ) : null}
      {dialog ? (
        <ProviderGamesDialog
          provider={dialog}
          games={providerGames(games, dialog.provider_code)}
          onClose={() => setOpenProvider(null)}
        />
      ) : null}
    </div>
  );
});
