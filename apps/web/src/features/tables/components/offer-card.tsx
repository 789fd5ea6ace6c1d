import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { offerMoney, variantLabel } from '../offer-text';
import type { TableOffer } from '@khelo/contracts/tables';

/** One offer of the picker: variant, seats, stake, what it can cost, the prize, who is seated, Join. */
export function OfferCard({
  offer,
  joining,
  disabled,
  onJoin,
}: {
  offer: TableOffer;
  joining: boolean;
  disabled: boolean;
  onJoin: () => void;
}) {
  const { t, i18n } = useTranslation('tables');
  const money = (amount: number) => offerMoney(amount, offer.mode, i18n.language, t);
  const label = variantLabel(offer);
  const stakeKey =
    offer.variant === 'points' ? 'offer.pointValue' : offer.variant === 'boot' ? 'offer.boot' : 'offer.entry';
  const risk =
    offer.variant === 'points' ? (offer.max_loss ?? offer.stake * 80) : (offer.entry ?? offer.stake);
  return (
    <article
      className="offer"
      data-offer-id={offer.offer_id}
      aria-label={`${t(label.key, label.values)} · ${t('offer.seatsN', { count: offer.seats })} · ${money(offer.stake)}`}
    >
      <div className="offer__head">
        <span className="offer__variant">{t(label.key, label.values)}</span>
        <span className="offer__seats">{t('offer.seatsN', { count: offer.seats })}</span>
      </div>
      <dl className="offer__facts">
        {offer.buy_in_min !== undefined ? (
          <>
            <div>
              <dt>{t('offer.blinds')}</dt>
              <dd className="offer__stake">
                {t('offer.blindsN', {
                  small: money(offer.small_blind ?? 0),
                  big: money(offer.big_blind ?? 0),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('offer.buyIn')}</dt>
              <dd>
                {t('offer.buyInRange', { min: money(offer.buy_in_min), max: money(offer.buy_in_max ?? 0) })}
              </dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{t(stakeKey)}</dt>
              <dd className="offer__stake">{money(offer.stake)}</dd>
            </div>
            <div>
              <dt>{t(offer.variant === 'points' ? 'offer.maxLoss' : 'offer.entryFee')}</dt>
              <dd>{money(risk)}</dd>
            </div>
            <div>
              <dt>{t('offer.prize')}</dt>
              <dd>{money(offer.prize_estimate)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('offer.seated')}</dt>
          <dd data-testid="players-seated">{t('offer.playersN', { count: offer.players_seated })}</dd>
        </div>
      </dl>
      {offer.second_percent ? (
        <p className="offer__note">{t('offer.secondPlace', { percent: offer.second_percent })}</p>
      ) : null}
      <Button className="offer__join" size="lg" loading={joining} disabled={disabled} onClick={onJoin}>
        {t('offer.join')}
      </Button>
    </article>
  );
}
