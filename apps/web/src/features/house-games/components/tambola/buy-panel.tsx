import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAMBOLA_GAME_CODE, TAMBOLA_MAX_TICKETS } from '@khelo/contracts/house-tambola';
import { useHouseMoney } from '../../play-mode';
import type { useBuyTickets } from '../../api/tambola-buy';
import { randomSeed } from '../../random-seed';

// Buying 1–6 tickets for the game on sale, with the auto-claim choice for them. The purchase (and its
// refusal) belongs to the room: a buy refused as sales close must stay visible after this panel is gone.
// Each purchase sends a client seed (ADR 036): drawn here, shown and editable under "Fairness"; the calls
// come from the seed and every purchase's client seed, so the server cannot know them in advance.

/** What the buy call accepts: printable ASCII (space to tilde), at most 64 characters. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 64);

export function BuyPanel(props: {
  token: string;
  price: number;
  held: number;
  buy: ReturnType<typeof useBuyTickets>;
  /** After a purchase or a refusal (a refusal often means the game moved on: sales closed). */
  onDone: () => void;
}) {
  const { t } = useTranslation('tambola');
  const { money } = useHouseMoney();
  const room = TAMBOLA_MAX_TICKETS - props.held;
  const [count, setCount] = useState(1);
  const [autoClaim, setAutoClaim] = useState(true);
  const [clientSeed, setClientSeed] = useState(() => randomSeed(16));
  const { buy } = props;
  const chosen = Math.max(1, Math.min(count, room));
  if (room <= 0) return <p className="tambola-muted">{t('buy.max', { held: props.held })}</p>;
  const total = money(props.price * chosen);
  return (
    <section className="tambola-buy" aria-label={t('buy.title')}>
      <h2 className="tambola-heading">{t('buy.title')}</h2>
      <div className="tambola-buy__row">
        <span className="tambola-muted">{t('buy.price', { price: money(props.price) })}</span>
        <div className="tambola-stepper" role="group" aria-label={t('buy.count')}>
          <button
            type="button"
            aria-label={t('buy.less')}
            disabled={chosen <= 1}
            onClick={() => setCount(chosen - 1)}
          >
            −
          </button>
          <output data-testid="tambola-count">{chosen}</output>
          <button
            type="button"
            aria-label={t('buy.more')}
            disabled={chosen >= room}
            onClick={() => setCount(chosen + 1)}
          >
            +
          </button>
        </div>
      </div>
      <label className="tambola-switch">
        <input type="checkbox" checked={autoClaim} onChange={(event) => setAutoClaim(event.target.checked)} />
        <span>{t('autoClaim')}</span>
      </label>
      <p className="tambola-hint">{t('autoClaimHint')}</p>
      <details className="tambola-fairness" data-testid="tambola-fairness">
        <summary>{t('buy.fairness')}</summary>
        <label className="tambola-fairness__field">
          <span>{t('buy.clientSeed')}</span>
          <input
            value={clientSeed}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            data-testid="tambola-client-seed"
            onChange={(event) => setClientSeed(printable(event.target.value))}
          />
        </label>
        <p className="tambola-hint">{t('buy.clientSeedHint')}</p>
      </details>
      <button
        type="button"
        className="tambola-primary"
        data-testid="tambola-buy"
        disabled={buy.isPending}
        onClick={() =>
          buy.mutate(
            {
              token: props.token,
              game_code: TAMBOLA_GAME_CODE,
              count: chosen,
              auto_claim: autoClaim,
              // Empty: the server draws one.
              client_seed: clientSeed || undefined,
            },
            {
              // A fresh seed for the next purchase; the one just used is in the room and the history.
              onSuccess: () => setClientSeed(randomSeed(16)),
              onSettled: () => props.onDone(),
            },
          )
        }
      >
        {buy.isPending
          ? t('buy.busy')
          : chosen === 1
            ? t('buy.submitOne', { total })
            : t('buy.submit', { count: chosen, total })}
      </button>
      <p className="tambola-hint">{t('buy.max', { held: props.held })}</p>
    </section>
  );
}
