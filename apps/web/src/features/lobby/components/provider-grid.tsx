import { useTranslation } from 'react-i18next';
import type { Provider } from '@khelo/contracts/catalog';

export interface ProviderGridProps {
  providers: readonly Provider[];
  onView: (provider: Provider) => void;
}

/** The seven providers, each with a View button opening its games (section 2). */
export function ProviderGrid({ providers, onView }: ProviderGridProps) {
  const { t } = useTranslation('lobby');
  return (
    <section className="lobby-section" aria-labelledby="lobby-providers-title">
      <div className="section-head">
        <h2 id="lobby-providers-title" className="section-head__title">
          {t('sections.providers')}
        </h2>
        <p className="section-head__hint">{t('sections.providersHint')}</p>
      </div>
      <ul className="provider-grid">
        {providers.map((provider) => (
          <li key={provider.provider_code} className="provider-card">
            <img
              className="provider-card__logo"
              src={provider.provider_logo}
              alt=""
              width={240}
              height={120}
              loading="lazy"
            />
            <div className="provider-card__foot">
              <div>
                <p className="provider-card__name">{provider.provider_name}</p>
                <p className="provider-card__count">{t('providers.games', { count: provider.game_count })}</p>
              </div>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => onView(provider)}
                aria-label={t('providers.viewGames', { name: provider.provider_name })}
              >
                {t('providers.view')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
