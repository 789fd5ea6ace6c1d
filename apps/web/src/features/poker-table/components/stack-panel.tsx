import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { chipsText, playerOf, type PokerControlsProps } from '../chips';

/**
 * Between hands (or while not dealt in): top up to at most the maximum buy-in, and sit out / sit in. Standing
 * up (the stack back to the wallet) is the table bar's Leave.
 */
export function StackPanel({ view, mode, busy, act }: PokerControlsProps) {
  const { t, i18n } = useTranslation('poker');
  const me = playerOf(view, view.seat);
  const [open, setOpen] = useState(false);
  const [chips, setChips] = useState<number | null>(null);
  if (!me) return null;
  const dealtIn = view.phase === 'playing' && me.cardCount > 0;
  const room = view.options.maxBuyIn - me.stack;
  const step = view.options.bigBlind;
  const amount = Math.min(room, chips ?? room);
  const money = (value: number) => chipsText(value, mode, i18n.language);
  return (
    <div className="pk-stack-panel">
      {!dealtIn && room >= step ? (
        open ? (
          <form
            className="pk-topup"
            onSubmit={(event) => {
              event.preventDefault();
              act({ type: 'top-up', chips: amount });
              setOpen(false);
            }}
          >
            <input
              type="range"
              aria-label={t('topUp.amount')}
              min={Math.min(step, room)}
              max={room}
              step={step}
              value={amount}
              onChange={(event) => setChips(Number(event.target.value))}
            />
            <Button type="submit" size="md" disabled={busy}>
              {t('topUp.add', { amount: money(amount) })}
            </Button>
          </form>
        ) : (
          <Button variant="secondary" size="md" onClick={() => setOpen(true)}>
            {t('topUp.button')}
          </Button>
        )
      ) : null}
      <Button
        variant="ghost"
        size="md"
        disabled={busy}
        onClick={() => act({ type: me.status === 'sitting-out' ? 'sit-in' : 'sit-out' })}
      >
        {t(me.status === 'sitting-out' ? 'sitIn' : 'sitOut')}
      </Button>
    </div>
  );
}
