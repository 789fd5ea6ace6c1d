import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { COLOR_GAME_CODE } from '@khelo/contracts/house-game-codes';
import type { ColorBetRequest, HouseGameState } from '@khelo/contracts/house-games';
import { colorsOf } from '@khelo/games/color';
import { usePlaceColorBet } from '../api/place-color-bet';
import { houseErrorKey } from '../house-errors';
import { useBetAccepted } from '../use-bet-accepted';
import { useAnimationFrame } from '../use-house-live';
import { ColorOrderSheet } from './color-order-sheet';
import { ColorResults } from './color-results';
import { CountdownRing } from './countdown-ring';
import { FairnessStrip } from './fairness-strip';
import { useHouseMoney } from '../play-mode';

// Color Prediction: one issue a minute — 45 s to order, 15 s waiting for the draw — green, violet, red, a
// number 0-9, big or small.

type Selection = ColorBetRequest['selection'];

export interface ColorGameProps {
  state: HouseGameState;
  token: string;
  serverNow: () => number;
}

export function ColorGame({ state, token, serverNow }: ColorGameProps) {
  const { t } = useTranslation('games');
  const { money, message } = useHouseMoney();
  const accepted = useBetAccepted(COLOR_GAME_CODE);
  const [now, setNow] = useState(() => serverNow());
  const [selection, setSelection] = useState<Selection | null>(null);
  const place = usePlaceColorBet();
  const round = state.round;
  useAnimationFrame(true, () => setNow(serverNow()));

  const closesAt = round ? new Date(round.betting_closes_at).getTime() : 0;
  const drawAt = round ? new Date(round.starts_at).getTime() : 0;
  const ordering = round?.phase === 'betting' && now < closesAt;
  const mine = state.bets.filter((bet) => bet.mine && bet.round_id === round?.round_id);

  const onConfirm = (amount: number) => {
    if (!selection) return;
    place.mutate(
      { token, game_code: COLOR_GAME_CODE, selection, amount },
      {
        onSuccess: (answer) => {
          accepted(answer);
          toast.success(t('color.ordered'));
          setSelection(null);
        },
        onError: (error) => toast.error(message(houseErrorKey(error))),
      },
    );
  };

  const label = (value: string) => (/^\d$/.test(value) ? value : t(`color.${value}`));

  return (
    <div className="color">
      <section className="color__head" data-testid="issue">
        <div>
          <p className="color__issue-label">{t('color.issue')}</p>
          <p className="color__issue">{round?.round_no ?? '—'}</p>
          <p className="color__phase">{ordering ? t('color.ordering') : t('color.waitingDraw')}</p>
        </div>
        {round && (
          <CountdownRing
            msLeft={(ordering ? closesAt : drawAt) - now}
            totalMs={ordering ? state.timings.betting_ms : state.timings.wait_ms}
            label={ordering ? t('color.ordering') : t('color.waitingDraw')}
          />
        )}
      </section>
      <section className="color__board" aria-label={t('color.board')}>
        <div className="color__joins">
          {(['green', 'violet', 'red'] as const).map((color) => (
            <button
              key={color}
              type="button"
              className={`join join--${color}`}
              disabled={!ordering}
              onClick={() => setSelection(color)}
            >
              {t('color.join', { color: t(`color.${color}`) })}
            </button>
          ))}
        </div>
        <div className="color__numbers">
          {(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const).map((number) => (
            <button
              key={number}
              type="button"
              className={`ball ${colorsOf(Number(number))
                .map((color) => `ball--${color}`)
                .join(' ')}`}
              disabled={!ordering}
              onClick={() => setSelection(number)}
              aria-label={t('color.number', { number })}
            >
              {number}
            </button>
          ))}
        </div>
        <div className="color__sizes">
          <button
            type="button"
            className="size size--big"
            disabled={!ordering}
            onClick={() => setSelection('big')}
          >
            {t('color.big')}
          </button>
          <button
            type="button"
            className="size size--small"
            disabled={!ordering}
            onClick={() => setSelection('small')}
          >
            {t('color.small')}
          </button>
        </div>
        {selection && (
          <ColorOrderSheet
            selection={selection}
            open={ordering}
            pending={place.isPending}
            onConfirm={onConfirm}
            onCancel={() => setSelection(null)}
          />
        )}
      </section>
      <section className="my-orders" aria-labelledby="my-orders-title">
        <h2 id="my-orders-title">{t('color.myOrders')}</h2>
        {mine.length === 0 ? (
          <p className="live-bets__empty">{t('color.noOrders')}</p>
        ) : (
          <ul>
            {mine.map((bet) => (
              <li key={bet.bet_id}>
                {label(bet.selection)} · {money(bet.amount)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ColorResults recent={state.recent} />
      <p className="rules-note">{t('color.rules')}</p>
      <FairnessStrip state={state} />
    </div>
  );
}
