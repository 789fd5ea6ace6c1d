import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { MINES_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { HOUSE_BET_MAX, HOUSE_BET_MIN } from '@khelo/contracts/house-constants';
import type { MinesAnswer, MinesGameState } from '@khelo/contracts/house-mines';
import { MINES_EDGE_PERCENT, minesMultiplierHundredths } from '@khelo/games/mines';
import { useSession } from '@/app/session/session-context';
import { useCashOutMines } from '../../api/mines-cashout';
import { useRevealMinesTile } from '../../api/mines-reveal';
import { useStartMines } from '../../api/mines-start';
import { houseStateKey } from '../../api/house-state';
import { minesErrorKey } from './mines-errors';
import { MinesGrid } from './mines-grid';
import { useHouseMoney } from '../../play-mode';
import './mines.css';
import { randomSeed } from '../../random-seed';

// Mines (issue 11): bet and choose 1-24 mines, open tiles, cash out whenever you like. The SHA-256 of the
// round's server seed is on screen before the first tap; seed and layout appear when the round ends.

const QUICK = [10, 50, 100, 500, 1000] as const;

export function MinesGame({ state, token }: { state: MinesGameState; token: string }) {
  const { t } = useTranslation('games');
  const { money, message } = useHouseMoney();
  const client = useQueryClient();
  const session = useSession();
  const [amount, setAmount] = useState('10');
  const [mines, setMines] = useState(3);
  const [clientSeed, setClientSeed] = useState(() => randomSeed());
  const start = useStartMines();
  const reveal = useRevealMinesTile();
  const cashout = useCashOutMines();
  const round = state.mines;
  const playing = round?.phase === 'playing';
  const busy = start.isPending || reveal.isPending || cashout.isPending;

  const apply = (answer: MinesAnswer) => {
    client.setQueryData<MinesGameState>(houseStateKey(MINES_GAME_CODE), (current) =>
      current ? { ...current, mines: answer.round, balance: answer.balance ?? current.balance } : current,
    );
    if (answer.balance !== null && session.login === true) session.setWalletBalance(answer.balance);
    if (answer.round.phase === 'won')
      toast.success(t('mines.wonToast', { amount: money(answer.round.payout ?? 0) }));
    if (answer.round.phase === 'lost') toast.error(t('mines.lostToast'));
  };
  const onError = (error: unknown) => toast.error(message(minesErrorKey(error)));

  const stake = Number(amount);
  const validStake =
    Number.isFinite(stake) &&
    stake >= HOUSE_BET_MIN &&
    stake <= HOUSE_BET_MAX &&
    /^\d+(\.\d{1,2})?$/.test(amount);
  const first = minesMultiplierHundredths(mines, 1) / 100;

  return (
    <div className="mines">
      <section className="mines__board">
        <div className="mines__status" data-testid="mines-status">
          {playing ? (
            <>
              <span>{t('mines.current', { multiplier: round.multiplier.toFixed(2) })}</span>
              {round.next_multiplier !== null && (
                <span className="mines__next">
                  {t('mines.next', { multiplier: round.next_multiplier.toFixed(2) })}
                </span>
              )}
            </>
          ) : round ? (
            <span className={`mines__outcome mines__outcome--${round.phase}`}>
              {round.phase === 'won'
                ? t('mines.won', {
                    amount: money(round.payout ?? 0),
                    multiplier: round.multiplier.toFixed(2),
                  })
                : round.phase === 'lost'
                  ? t('mines.lost')
                  : t('mines.refunded')}
            </span>
          ) : (
            <span>{t('mines.intro')}</span>
          )}
        </div>
        <MinesGrid
          round={round}
          busy={busy}
          onReveal={(tile) =>
            round &&
            reveal.mutate(
              { token, game_code: MINES_GAME_CODE, round_id: round.round_id, tile },
              { onSuccess: apply, onError },
            )
          }
        />
        {playing && (
          <button
            type="button"
            className="btn btn--primary btn--lg btn--full mines__cashout"
            data-testid="mines-cashout"
            disabled={busy || round.revealed.length === 0}
            onClick={() =>
              cashout.mutate(
                { token, game_code: MINES_GAME_CODE, round_id: round.round_id },
                { onSuccess: apply, onError },
              )
            }
          >
            {round.revealed.length === 0
              ? t('mines.openFirst')
              : t('mines.cashOut', { amount: money(round.payout ?? 0) })}
          </button>
        )}
      </section>

      {!playing && (
        <form
          className="mines__setup"
          onSubmit={(event) => {
            event.preventDefault();
            if (!validStake) return toast.error(message('errors.amount'));
            start.mutate(
              {
                token,
                game_code: MINES_GAME_CODE,
                amount: stake,
                mines,
                client_seed: clientSeed || undefined,
              },
              {
                onSuccess: (answer) => {
                  apply(answer);
                  setClientSeed(randomSeed());
                },
                onError,
              },
            );
          }}
        >
          <label className="mines__field">
            <span>{t('amount')}</span>
            <input
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value.trim())}
              aria-invalid={!validStake}
            />
          </label>
          <div className="mines__quick">
            {QUICK.map((value) => (
              <button
                key={value}
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => setAmount(String(value))}
              >
                {money(value)}
              </button>
            ))}
          </div>
          <label className="mines__field">
            <span>{t('mines.count')}</span>
            <select
              value={mines}
              onChange={(event) => setMines(Number(event.target.value))}
              data-testid="mines-count"
            >
              {Array.from({ length: 24 }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          <p className="mines__hint">{t('mines.firstTile', { multiplier: first.toFixed(2) })}</p>
          <label className="mines__field">
            <span>{t('mines.clientSeed')}</span>
            <input
              value={clientSeed}
              maxLength={64}
              onChange={(event) => setClientSeed(event.target.value.replace(/[^A-Za-z0-9_-]/g, ''))}
            />
          </label>
          <button
            type="submit"
            className="btn btn--primary btn--lg btn--full"
            disabled={busy}
            data-testid="mines-start"
          >
            {t('mines.start', { amount: validStake ? money(stake) : '—' })}
          </button>
        </form>
      )}

      {round && (
        <section className="mines__fair" data-testid="mines-fair">
          <p>
            {t('mines.commitment')} <code title={round.commitment}>{round.commitment.slice(0, 24)}…</code>
          </p>
          <p>
            {t('mines.clientSeed')}: <code>{round.client_seed}</code> · {t('verify.nonce')}:{' '}
            <code>{round.nonce}</code>
          </p>
          {round.server_seed ? (
            <>
              <p>
                {t('verify.serverSeed')}: <code className="mines__seed">{round.server_seed}</code>
              </p>
              <Link to={`/provably-fair?round=${round.round_id}`} className="fairness__link">
                {t('fair.verifyLast', { round: round.round_no })}
              </Link>
            </>
          ) : (
            <p className="mines__hint">
              {t('mines.sealed', { minutes: Math.round(state.timings.wait_ms / 60_000) })}
            </p>
          )}
        </section>
      )}
      <p className="rules-note">
        {t('mines.rules', {
          edge: MINES_EDGE_PERCENT,
          max: money(state.max_payout),
          minutes: Math.round(state.timings.wait_ms / 60_000),
        })}
      </p>
      <footer className="fairness">
        <span className="fairness__badge">{t('fair.badge')}</span>
        <span>{t('fair.edge', { edge: MINES_EDGE_PERCENT })}</span>
      </footer>
    </div>
  );
}
