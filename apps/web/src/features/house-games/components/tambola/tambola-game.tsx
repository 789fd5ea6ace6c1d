import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TAMBOLA_GAME_CODE, type TambolaPrize, type TambolaState } from '@khelo/contracts/house-tambola';
import { useHouseState, houseStateKey } from '../../api/house-state';
import { useClaimPrize } from '../../api/tambola-claim';
import { useSetAutoClaim } from '../../api/tambola-auto-claim';
import { useBuyTickets } from '../../api/tambola-buy';
import { SPEECH_STORAGE_KEY, speakNumber, speechAvailable } from './call-speech';
import { tambolaErrorKey } from './tambola-errors';
import { useTambolaLive } from './use-tambola-live';
import { BuyPanel } from './buy-panel';
import { LastNumbers, NumberBoard } from './number-board';
import { PrizeList } from './prize-list';
import { TicketCard } from './ticket-card';
import './tambola.css';

// The Tambola room (issue 23): the game on sale or being called, the viewer's tickets with auto-daub, the
// board, the prizes and their winners. Everything comes from the server's state; the socket says when to
// refetch it. Phone first: one column; from 960 px the board and the prizes sit beside the tickets.

function useTicking(serverNow: () => number, every = 250) {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), every);
    return () => clearInterval(timer);
  }, [serverNow, every]);
  return now;
}

export function TambolaGame({ token, serverNow }: { token: string; serverNow: () => number }) {
  const { t, i18n } = useTranslation('tambola');
  const client = useQueryClient();
  const query = useHouseState(TAMBOLA_GAME_CODE, token);
  const state = query.data as TambolaState | undefined;
  const [speech, setSpeech] = useState(() => localStorage.getItem(SPEECH_STORAGE_KEY) === 'on');
  const speechRef = useRef(speech);
  useEffect(() => {
    speechRef.current = speech;
  }, [speech]);
  const onCall = useCallback(
    (number: number) => {
      if (!speechRef.current) return;
      speakNumber(
        { words: t('speechCall', { words: t(`numbers.${number}`), number }), number },
        i18n.language === 'hd' ? 'hi-IN' : 'en-IN',
      );
    },
    [t, i18n.language],
  );
  useTambolaLive(state?.mode ?? 'real', onCall);
  const now = useTicking(serverNow);
  const claim = useClaimPrize();
  const autoClaim = useSetAutoClaim();
  const buy = useBuyTickets();
  // A refusal stays until the next game opens (a buy refused as sales close outlives the buy panel).
  const roundId = state?.game?.round.round_id ?? null;
  const { reset: resetBuy } = buy;
  useEffect(() => resetBuy(), [roundId, resetBuy]);
  const seconds = (ms: number) => t('seconds', { count: Math.max(0, Math.ceil(ms / 1000)) });
  const refresh = () => void client.invalidateQueries({ queryKey: houseStateKey(TAMBOLA_GAME_CODE) });
  if (!state) return null;
  const game = state.game;
  const phase = game?.round.phase ?? null;
  const called = game?.called ?? [];
  const tickets = game?.my_tickets ?? [];
  const autoOn = tickets.length > 0 && tickets.every((ticket) => ticket.auto_claim);
  const countdown =
    phase === 'betting'
      ? t('startsIn', { time: seconds(new Date(game!.round.betting_closes_at).getTime() - now) })
      : phase === 'running' && game?.next_call_at
        ? t('nextCall', { time: seconds(new Date(game.next_call_at).getTime() - now) })
        : t('nextGame');
  const onClaim = (ticketId: number, prize: TambolaPrize) =>
    claim.mutate({ token, game_code: TAMBOLA_GAME_CODE, ticket_id: ticketId, prize }, { onSettled: refresh });

  return (
    <div className="tambola">
      <section
        className="tambola-status"
        data-testid="tambola-status"
        data-phase={phase ?? 'none'}
        data-round={game?.round.round_id ?? ''}
      >
        <div>
          <strong>{phase ? t(`phase.${phase}`) : t('noGame')}</strong>
          {game ? <span className="tambola-muted"> · {t('gameNo', { no: game.round.round_no })}</span> : null}
        </div>
        <span className="tambola-countdown" data-testid="tambola-countdown">
          {countdown}
        </span>
      </section>
      <LastNumbers called={called} />
      <div className="tambola-toggles">
        {speechAvailable() ? (
          <label className="tambola-switch">
            <input
              type="checkbox"
              checked={speech}
              data-testid="tambola-speech"
              onChange={(event) => {
                setSpeech(event.target.checked);
                localStorage.setItem(SPEECH_STORAGE_KEY, event.target.checked ? 'on' : 'off');
              }}
            />
            <span>{t('speech')}</span>
          </label>
        ) : null}
        {tickets.length > 0 && phase !== 'settled' && phase !== 'void' ? (
          <label className="tambola-switch">
            <input
              type="checkbox"
              checked={autoOn}
              data-testid="tambola-auto-claim"
              disabled={autoClaim.isPending}
              onChange={(event) =>
                autoClaim.mutate({ token, auto_claim: event.target.checked }, { onSettled: refresh })
              }
            />
            <span>{t('autoClaim')}</span>
          </label>
        ) : null}
      </div>
      <div className="tambola-columns">
        <div className="tambola-main">
          {phase === 'betting' && game ? (
            <BuyPanel
              token={token}
              price={game.ticket_price}
              held={tickets.length}
              buy={buy}
              onDone={refresh}
            />
          ) : null}
          {buy.isError ? (
            <p className="tambola-error" role="alert" data-testid="tambola-buy-error">
              {t(tambolaErrorKey(buy.error))}
            </p>
          ) : null}
          <section aria-label={t('tickets')}>
            <h2 className="tambola-heading">{t('tickets')}</h2>
            {tickets.length === 0 ? (
              <p className="tambola-muted">{phase === 'betting' ? t('noTickets') : t('buy.closed')}</p>
            ) : (
              <div className="tambola-tickets">
                {tickets.map((ticket) => (
                  <TicketCard
                    key={ticket.ticket_id}
                    ticket={ticket}
                    called={called}
                    last={called.at(-1) ?? null}
                    prizes={game!.prizes}
                    playing={phase === 'running'}
                    claiming={claim.isPending}
                    onClaim={onClaim}
                  />
                ))}
              </div>
            )}
            {claim.isError ? (
              <p className="tambola-error" role="alert">
                {t(tambolaErrorKey(claim.error))}
              </p>
            ) : null}
          </section>
        </div>
        <aside className="tambola-side">
          {game ? <PrizeList prizes={game.prizes} over={phase === 'settled' || phase === 'void'} /> : null}
          <NumberBoard called={called} />
          <p className="tambola-hint">{t('rules')}</p>
          {game ? (
            <footer className="tambola-fair">
              <span title={game.round.commitment}>
                {t('fair', { hash: `${game.round.commitment.slice(0, 16)}…` })}
              </span>
              {/* The seeds the calls come from (ADR 036): the viewer's, and the combined one once sales close. */}
              {game.my_client_seeds.length > 0 ? (
                <span data-testid="tambola-my-seeds">
                  {t('mySeeds', { seeds: game.my_client_seeds.join(', ') })}
                </span>
              ) : null}
              {game.combined_client_seed ? (
                <span title={game.combined_client_seed} data-testid="tambola-combined-seed">
                  {t('combinedSeed', { seed: `${game.combined_client_seed.slice(0, 16)}…` })}
                </span>
              ) : null}
              {phase === 'settled' || phase === 'void' ? (
                <Link to={`/provably-fair?round=${game.round.round_id}`}>{t('verifyLink')}</Link>
              ) : null}
            </footer>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
