import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColorBetRequest } from '@khelo/contracts/house-games';
import { COLOR_FEE_PERCENT } from '@khelo/games/color';
import { useHouseMoney } from '../play-mode';

// The order sheet after choosing a color, number or size: amount × quantity, the contract after the 2 %
// service fee, and Confirm.

const BASES = [10, 100, 1000];
const QUANTITIES = [1, 5, 10];

export interface ColorOrderSheetProps {
  selection: ColorBetRequest['selection'];
  open: boolean;
  pending: boolean;
  onConfirm: (amount: number) => void;
  onCancel: () => void;
}

export function ColorOrderSheet({ selection, open, pending, onConfirm, onCancel }: ColorOrderSheetProps) {
  const { t } = useTranslation('games');
  const { money } = useHouseMoney();
  const [base, setBase] = useState(10);
  const [quantity, setQuantity] = useState(1);
  const amount = base * quantity;
  const contract = Math.floor(amount * (100 - COLOR_FEE_PERCENT)) / 100;
  const label = /^\d$/.test(selection) ? t('color.number', { number: selection }) : t(`color.${selection}`);
  return (
    <div
      className={`order-sheet order-sheet--${/^\d$/.test(selection) ? 'number' : selection}`}
      role="dialog"
      aria-label={t('color.orderTitle', { selection: label })}
    >
      <h3 className="order-sheet__title">{t('color.orderTitle', { selection: label })}</h3>
      <div className="order-sheet__row">
        <span>{t('color.contractAmount')}</span>
        <div className="chips">
          {BASES.map((value) => (
            <button
              key={value}
              type="button"
              className={`chip${value === base ? ' is-active' : ''}`}
              onClick={() => setBase(value)}
            >
              {value}
            </button>
          ))}
        </div>
      </div>
      <div className="order-sheet__row">
        <span>{t('color.quantity')}</span>
        <div className="chips">
          {QUANTITIES.map((value) => (
            <button
              key={value}
              type="button"
              className={`chip${value === quantity ? ' is-active' : ''}`}
              onClick={() => setQuantity(value)}
            >
              ×{value}
            </button>
          ))}
        </div>
      </div>
      <p className="order-sheet__contract">
        {t('color.contractLine', {
          amount: money(amount),
          contract: money(contract),
          fee: COLOR_FEE_PERCENT,
        })}
      </p>
      <div className="order-sheet__actions">
        <button type="button" className="btn btn--ghost btn--md" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--md"
          disabled={!open || pending}
          onClick={() => onConfirm(amount)}
        >
          {open ? t('color.confirm', { amount: money(amount) }) : t('color.closed')}
        </button>
      </div>
    </div>
  );
}
