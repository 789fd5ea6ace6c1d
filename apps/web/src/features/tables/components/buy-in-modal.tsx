import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { offerMoney } from '../offer-text';
import type { TableOffer } from '@khelo/contracts/tables';

/**
 * What to bring to a table of stacks (poker): a slider over the offer's buy-in range in big blinds, with
 * Min and Max. The stack goes back to the wallet (or the practice chips) when the player stands up.
 */
export function BuyInModal({
  offer,
  onClose,
  onBuyIn,
}: {
  offer: TableOffer;
  onClose: () => void;
  onBuyIn: (amount: number) => void;
}) {
  const { t, i18n } = useTranslation('tables');
  const min = offer.buy_in_min ?? 0;
  const max = offer.buy_in_max ?? min;
  const step = offer.big_blind ?? 1;
  const [amount, setAmount] = useState(max);
  const money = (value: number) => offerMoney(value, offer.mode, i18n.language, t);
  return (
    <Modal open onClose={onClose} title={t('buyIn.title')}>
      <form
        className="buy-in"
        onSubmit={(event) => {
          event.preventDefault();
          onBuyIn(amount);
        }}
      >
        <p className="buy-in__lead">
          {t('buyIn.lead', { source: t(offer.mode === 'cash' ? 'buyIn.wallet' : 'buyIn.chips') })}
        </p>
        <label className="buy-in__label" htmlFor="buy-in-amount">
          {t('buyIn.amount')}: <strong data-testid="buy-in-amount">{money(amount)}</strong>
        </label>
        <input
          id="buy-in-amount"
          className="buy-in__slider"
          type="range"
          min={min}
          max={max}
          step={step}
          value={amount}
          onChange={(event) => setAmount(Number(event.target.value))}
        />
        <div className="buy-in__presets">
          <Button type="button" variant="secondary" size="sm" onClick={() => setAmount(min)}>
            {t('buyIn.min')} {money(min)}
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setAmount(max)}>
            {t('buyIn.max')} {money(max)}
          </Button>
        </div>
        <Button type="submit" size="lg" className="buy-in__sit">
          {t('buyIn.sit', { amount: money(amount) })}
        </Button>
      </form>
    </Modal>
  );
}
