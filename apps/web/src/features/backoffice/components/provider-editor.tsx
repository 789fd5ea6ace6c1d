import { useTranslation } from 'react-i18next';
import { PROVIDER_STATUSES, type StaffProviderChange } from '@khelo/contracts/backoffice-catalog';
import { errorMessage } from '@/lib/error-message';
import { useStaffProviders } from '../api/staff-providers';
import { useUpdateProvider } from '../api/update-provider';
import { OrderInput } from './order-input';
import type { NoticeState } from './query-state';

// The game providers: admins rename them, reorder them and take one offline, which takes all its games
// offline in the lobby at once (the server drops the lobby's snapshot).

export function ProviderEditor(props: { canEdit: boolean; onNotice: (notice: NoticeState) => void }) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const providers = useStaffProviders();
  const update = useUpdateProvider();
  const rows = providers.data?.data ?? [];

  function change(code: string, name: string, change: StaffProviderChange) {
    update.mutate(
      { code, change },
      {
        onSuccess: () => props.onNotice({ ok: true, text: t('catalog.saved', { code: name }) }),
        onError: (error) => props.onNotice({ ok: false, text: errorMessage(error, common) }),
      },
    );
  }

  if (rows.length === 0) return null;
  return (
    <section className="bo-section" aria-labelledby="bo-providers-title">
      <h2 id="bo-providers-title">{t('catalog.providers')}</h2>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('catalog.order')}</th>
              <th scope="col">{t('catalog.provider')}</th>
              <th scope="col">{t('catalog.gameCount')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((provider) => (
              <tr key={provider.provider_code} data-testid={`provider-${provider.provider_code}`}>
                <td>
                  <OrderInput
                    position={provider.position}
                    name={provider.name}
                    canEdit={props.canEdit}
                    onChange={(position) => change(provider.provider_code, provider.name, { position })}
                  />
                </td>
                <td>
                  {props.canEdit ? (
                    <input
                      key={provider.name}
                      defaultValue={provider.name}
                      aria-label={t('catalog.nameOf', { name: provider.name })}
                      onBlur={(event) => {
                        const name = event.target.value.trim();
                        if (name !== provider.name) change(provider.provider_code, provider.name, { name });
                      }}
                    />
                  ) : (
                    <span translate="no">{provider.name}</span>
                  )}
                  <br />
                  <code className="bo-muted">{provider.provider_code}</code>
                </td>
                <td>{provider.game_count}</td>
                <td>
                  <select
                    value={provider.status}
                    disabled={!props.canEdit || update.isPending}
                    aria-label={t('catalog.statusOf', { name: provider.name })}
                    onChange={(event) =>
                      change(provider.provider_code, provider.name, {
                        status: event.target.value as (typeof PROVIDER_STATUSES)[number],
                      })
                    }
                  >
                    {PROVIDER_STATUSES.map((status) => (
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
      <p className="bo-muted">{t('catalog.providerOffline')}</p>
    </section>
  );
}
