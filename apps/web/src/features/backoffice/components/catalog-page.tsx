import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_STATUSES, type GameStatus } from '@khelo/contracts/catalog-constants';
import { errorMessage } from '@/lib/error-message';
import { useStaffGames } from '../api/staff-games';
import { useUpdateGame } from '../api/update-game';
import { useStaffSession } from '../staff-session';
import { BannerEditor } from './banner-editor';
import { MenuLabels } from './menu-labels';
import { OrderInput } from './order-input';
import { ProviderEditor } from './provider-editor';
import { Notice, QueryState, type NoticeState } from './query-state';

// /backoffice/catalog: every game with status, tags, category and order, the providers, the home banners
// and the menu labels; admins change them and the lobby shows it on its next load (the server drops its
// snapshot).

export function CatalogPage() {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const session = useStaffSession();
  const canEdit = session?.staff.role === 'admin';
  const games = useStaffGames();
  const update = useUpdateGame();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const rows = games.data?.data ?? [];

  function change(code: string, change: { status?: GameStatus; position?: number }) {
    update.mutate(
      { code, change },
      {
        onSuccess: () => setNotice({ ok: true, text: t('catalog.saved', { code }) }),
        onError: (error) => setNotice({ ok: false, text: errorMessage(error, common) }),
      },
    );
  }

  return (
    <section aria-labelledby="bo-catalog-title">
      <h1 id="bo-catalog-title">{t('catalog.title')}</h1>
      <Notice notice={notice} />
      <QueryState
        isPending={games.isPending}
        error={games.error}
        empty={rows.length === 0}
        onRetry={() => void games.refetch()}
      />
      {rows.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('catalog.order')}</th>
                <th scope="col">{t('catalog.game')}</th>
                <th scope="col">{t('catalog.provider')}</th>
                <th scope="col">{t('catalog.category')}</th>
                <th scope="col">{t('catalog.tags')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((game) => (
                <tr key={game.game_code} data-testid={`game-${game.game_code}`}>
                  <td>
                    <OrderInput
                      position={game.position}
                      name={game.game_name}
                      canEdit={canEdit}
                      onChange={(position) => change(game.game_code, { position })}
                    />
                  </td>
                  <td>
                    <span translate="no">{game.game_name}</span>
                    <br />
                    <code className="bo-muted">{game.game_code}</code>
                  </td>
                  <td translate="no">{game.provider_name}</td>
                  <td>{game.category}</td>
                  <td>{game.tags.join(', ')}</td>
                  <td>
                    <select
                      value={game.status}
                      disabled={!canEdit || update.isPending}
                      aria-label={t('catalog.statusOf', { name: game.game_name })}
                      onChange={(event) =>
                        change(game.game_code, { status: event.target.value as GameStatus })
                      }
                    >
                      {GAME_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(`catalog.statuses.${status}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ProviderEditor canEdit={canEdit} onNotice={setNotice} />
      <BannerEditor canEdit={canEdit} />
      <MenuLabels canEdit={canEdit} />
    </section>
  );
}
