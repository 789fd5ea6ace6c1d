import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLoginModal } from '@/app/layout/login-modal-context';
import { useSession } from '@/app/session/session-context';
import { RefusalNotice } from '@/components/compliance/refusal-notice';
import { Spinner } from '@/components/ui/spinner';
import { refusalOf } from '@/lib/compliance/refusal';
import { errorMessage } from '@/lib/error-message';
import { useJoinTable } from '../api/table-join';
import { tableStateKey } from '../api/table-state';
import { useTablesLobby } from '../api/tables-lobby';
import { useMyTables } from '../api/tables-mine';
import { isVariant, offersOf, variantsOf, type Variant } from '../offer-text';
import type { TableMode, TableOffer } from '@khelo/contracts/tables';
import { BuyInModal } from './buy-in-modal';
import { OfferCard } from './offer-card';
import './tables.css';

// /tables/:game — the table picker: cash or practice, a variant, then an offer by stake and seats. A
// visitor sees the offers; joining asks them to log in first.

export function TablePickerPage() {
  const { t } = useTranslation('tables');
  const { t: tc } = useTranslation();
  const { game = 'rummy' } = useParams();
  const [params, setParams] = useSearchParams();
  const mode: TableMode = params.get('mode') === 'cash' ? 'cash' : 'practice';
  const variantParam = params.get('variant');
  const variants = variantsOf(game);
  const variant: Variant = isVariant(variantParam, game) ? variantParam : variants[0]!;
  const session = useSession();
  const loggedIn = session.login === true;
  const loginModal = useLoginModal();
  const lobby = useTablesLobby(game, mode, session.token);
  const mine = useMyTables(loggedIn ? session.playerId : null, session.token);
  const join = useJoinTable();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [joining, setJoining] = useState<string | null>(null);

  const choose = (next: { mode?: TableMode; variant?: Variant }) => {
    const search = new URLSearchParams(params);
    search.set('mode', next.mode ?? mode);
    search.set('variant', next.variant ?? variant);
    setParams(search, { replace: true });
    join.reset();
  };

  const [buying, setBuying] = useState<TableOffer | null>(null);

  const onJoin = (offer: TableOffer, buyIn?: number) => {
    if (!loggedIn || !session.playerId) {
      loginModal.open();
      return;
    }
    // A table of stacks (poker) asks what to bring first.
    if (offer.buy_in_min !== undefined && buyIn === undefined) {
      setBuying(offer);
      return;
    }
    setBuying(null);
    setJoining(offer.offer_id);
    join.mutate(
      {
        playerId: session.playerId,
        token: session.token,
        offerId: offer.offer_id,
        ...(buyIn === undefined ? {} : { buyIn }),
      },
      {
        onSuccess: (snapshot) => {
          client.setQueryData(tableStateKey(snapshot.table_id), snapshot);
          void navigate(`/tables/${game}/${snapshot.table_id}`);
        },
        onSettled: () => setJoining(null),
      },
    );
  };

  const offers = offersOf(lobby.data?.offers ?? [], variant);
  const seated = (mine.data?.tables ?? []).filter((table) => table.game === game);
  const refusal = join.isError ? refusalOf(join.error) : null;

  return (
    <section className="picker container" aria-labelledby="picker-title">
      <header className="picker__header">
        <h1 id="picker-title" className="picker__title">
          {t('picker.title', { game: t(`games.${game}`, { defaultValue: game }) })}
        </h1>
        <p className="picker__lead">{t('picker.lead')}</p>
        {game === 'fortune-wheel' ? (
          // Practice here; the promotion's shows (bonus prizes) are on their own page.
          <Link className="btn btn--primary btn--sm" to="/fortune-wheel" data-testid="to-shows">
            {t('picker.fortuneShows')}
          </Link>
        ) : null}
      </header>

      {seated.length > 0 ? (
        <div className="picker__rejoin" role="status">
          {seated.map((table) => (
            <Link
              key={table.table_id}
              className="btn btn--secondary btn--sm"
              to={`/tables/${game}/${table.table_id}`}
            >
              {t('picker.rejoin')}
            </Link>
          ))}
        </div>
      ) : null}

      <div className="picker__controls">
        <div className="segmented" role="radiogroup" aria-label={t('picker.modeLabel')}>
          {(['practice', 'cash'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              className="segmented__option"
              onClick={() => choose({ mode: value })}
            >
              {t(`mode.${value}`)}
            </button>
          ))}
        </div>
        <div className="picker__variants" role="tablist" aria-label={t('picker.variantLabel')}>
          {variants.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={variant === value}
              className="picker__variant"
              onClick={() => choose({ variant: value })}
            >
              {t(`variant.${value}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="picker__hint">{t(`variantHint.${variant}`)}</p>

      {join.isError ? (
        refusal ? (
          <RefusalNotice refusal={refusal} action="cash_game" returnTo={`/tables/${game}?mode=cash`} />
        ) : (
          <p className="picker__error" role="alert">
            {t('picker.joinFailed', { message: errorMessage(join.error, tc) })}
          </p>
        )
      ) : null}

      {lobby.isPending ? (
        <div className="picker__state">
          <Spinner size="lg" />
        </div>
      ) : lobby.isError && offers.length === 0 ? (
        <p className="picker__state" role="alert">
          {t('picker.loadFailed')}
        </p>
      ) : offers.length === 0 ? (
        <p className="picker__state">{t('picker.none')}</p>
      ) : (
        <ul className="picker__offers" aria-label={t('picker.offersLabel')}>
          {offers.map((offer) => (
            <li key={offer.offer_id}>
              <OfferCard
                offer={offer}
                joining={joining === offer.offer_id}
                disabled={joining !== null}
                onJoin={() => onJoin(offer)}
              />
            </li>
          ))}
        </ul>
      )}
      {buying ? (
        <BuyInModal
          offer={buying}
          onClose={() => setBuying(null)}
          onBuyIn={(amount) => onJoin(buying, amount)}
        />
      ) : null}
    </section>
  );
}
