import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Bid 1–13: tap a number, then confirm (one tap away from a wrong bid is too close on a phone). */
export function BidPicker({
  suggested,
  busy,
  onBid,
}: {
  suggested: number;
  busy: boolean;
  onBid: (bid: number) => void;
}) {
  const { t } = useTranslation('call-break');
  const [bid, setBid] = useState<number | null>(null);
  return (
    <div className="cb-bid" role="group" aria-labelledby="cb-bid-title" data-testid="bid-picker">
      <p id="cb-bid-title" className="cb-bid__title">
        {t('bid.title')}
      </p>
      <div className="cb-bid__numbers">
        {Array.from({ length: 13 }, (_, index) => index + 1).map((value) => (
          <button
            key={value}
            type="button"
            className={`cb-bid__n${bid === value ? ' cb-bid__n--on' : ''}${value === suggested ? ' cb-bid__n--hint' : ''}`}
            aria-pressed={bid === value}
            onClick={() => setBid(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <Button
        size="lg"
        className="cb-bid__confirm"
        disabled={bid === null || busy}
        loading={busy}
        onClick={() => bid !== null && onBid(bid)}
      >
        {bid === null ? t('bid.pick') : t('bid.confirm', { count: bid })}
      </Button>
    </div>
  );
}
