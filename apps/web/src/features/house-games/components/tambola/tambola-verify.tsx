import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@khelo/contracts/house-games';
import { commitmentOf, seedBelongsToChain } from '@khelo/games/fair';
import { callOrder, combinedClientSeed, generateTicket } from '@khelo/games/tambola/index';
import { SameAsGame, VerifyChecks } from '../verify-checks';
import './tambola.css';

// /provably-fair?round=<id>&tickets=<k,…> for a Tambola game: from the revealed seed this browser rebuilds
// the call order (the game's `result` numbers were called) and the player's tickets (ticket k of the seed's
// strips), and checks the seed against its published hash and the game's hash chain. The calls come from
// the combined client seed (ADR 036), which the browser recomputes from every purchase's client seed; a
// game from before client seeds (none stored) was called from its seed alone.

export function tambolaVerifyPath(roundId: number, selection: string): string {
  const tickets = selection.startsWith('tickets:') ? selection.slice('tickets:'.length) : '';
  return `/provably-fair?round=${roundId}${/^\d+(,\d+)*$/.test(tickets) ? `&tickets=${tickets}` : ''}`;
}

export function TambolaVerify({ round, tickets }: { round: HouseRound; tickets: number[] }) {
  const { t } = useTranslation('tambola');
  if (!round.server_seed)
    return (
      <p role="status" className="verify__note">
        {t('verify.notRevealed')}
      </p>
    );
  const fair = { serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce };
  const seeds = round.tambola_seeds;
  const combined = seeds?.combined_client_seed ?? null;
  const recomputed = seeds && combined !== null ? combinedClientSeed(seeds.client_seeds) : null;
  const called = callOrder(fair, combined).slice(0, round.result ?? 0);
  const calledSet = new Set(called);
  return (
    <section className="tambola-verify" data-testid="tambola-verify">
      <h2 className="tambola-heading">{t('verify.title', { no: round.round_no })}</h2>
      <dl className="verify__result">
        <VerifyChecks
          commitment={commitmentOf(round.server_seed) === round.commitment}
          chain={seedBelongsToChain(round.server_seed, round.chain_index, round.chain_commitment)}
        />
      </dl>
      {seeds && combined !== null ? (
        <dl className="verify__result tambola-verify__seeds" data-testid="tambola-verify-seeds">
          <div>
            <dt>{t('verify.combinedSeed')}</dt>
            <dd>
              <code>{combined}</code>
            </dd>
          </div>
          <div>
            <dt>{t('verify.recomputed', { count: seeds.client_seeds.length })}</dt>
            <dd>
              <code>{recomputed}</code>
              <SameAsGame same={recomputed === combined} />
            </dd>
          </div>
          <div>
            <dt>{t('verify.clientSeeds')}</dt>
            <dd>
              {seeds.client_seeds.map((seed, index) => (
                <code key={index} className="tambola-verify__seed">
                  {seed}
                </code>
              ))}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="tambola-hint">{t('verify.noClientSeeds')}</p>
      )}
      <h3 className="tambola-heading">{t('verify.calls', { count: called.length })}</h3>
      <p className="tambola-verify__calls" data-testid="tambola-verify-calls">
        {called.join(', ')}
      </p>
      {tickets.map((index) => (
        <article key={index} className="tambola-ticket">
          <header className="tambola-ticket__head">{t('ticket', { index: index + 1 })}</header>
          <div className="tambola-ticket__grid">
            {generateTicket(fair, index).map((row, rowIndex) => (
              <div key={rowIndex} className="tambola-ticket__row">
                {row.map((cell, column) => (
                  <span
                    key={column}
                    className={[
                      'tambola-cell',
                      cell === null ? 'tambola-cell--blank' : '',
                      cell !== null && calledSet.has(cell) ? 'tambola-cell--daubed' : '',
                    ].join(' ')}
                  >
                    {cell ?? ''}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </article>
      ))}
      <p className="tambola-hint">{t('verify.how')}</p>
    </section>
  );
}
