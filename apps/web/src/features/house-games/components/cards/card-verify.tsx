import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAGON_TIGER_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { verifyCardRound } from '@khelo/games/card-round';
import { seedBelongsToChain } from '@khelo/games/fair';
import type { ShoeDecks } from '@khelo/games/shoe';
import { Spinner } from '@/components/ui/spinner';
import { useCardRound } from '../../api/card-round';
import { VerifyFacts } from '../verify-checks';
import { CardVerifyResult } from './card-verify-result';
import './cards.css';

// The verify page for a card round: rebuilds the shoe from its revealed seed in this browser (the same
// shuffle the server ran), deals from the round's position and compares with what the table dealt.

export function CardVerify({ roundId }: { roundId: number }) {
  const { t } = useTranslation('games');
  const loaded = useCardRound(roundId);
  const [result, setResult] = useState<ReturnType<typeof verifyCardRound> & { chain: boolean }>();
  if (loaded.isPending) return <Spinner label={t('loading')} />;
  if (loaded.isError)
    return (
      <p role="alert" className="verify__bad">
        {t('verify.notFound')}
      </p>
    );
  const { round, shoe, first_card: position, deal } = loaded.data;
  const kind = round.game_code === DRAGON_TIGER_GAME_CODE ? 'dragon-tiger' : 'baccarat';
  const seed = shoe.seed;
  const run = () => {
    if (!seed) return;
    const verified = verifyCardRound({
      kind,
      shoeSeed: seed,
      clientSeed: round.client_seed,
      nonce: round.nonce,
      decks: shoe.decks as ShoeDecks,
      position,
      commitment: shoe.commitment,
    });
    setResult({ ...verified, chain: seedBelongsToChain(seed, round.chain_index, round.chain_commitment) });
  };
  const same = result && deal ? result.deal.cards.join() === deal.cards.join() : null;
  const rows: [string, string][] = [
    [t('cards.shoeSeed'), seed ?? '—'],
    [t('verify.commitment'), shoe.commitment],
    [t('verify.clientSeed'), round.client_seed],
    [t('verify.nonce'), round.nonce],
    [t('cards.decks'), String(shoe.decks)],
    [t('cards.position'), String(position)],
  ];
  return (
    <section className="verify" aria-label={t('cards.verifyTitle')} data-testid="card-verify">
      <h2>
        {t(kind === 'dragon-tiger' ? 'cards.dragonTiger' : 'cards.baccarat')} · {round.round_no}
      </h2>
      {!seed && (
        <p role="status" className="verify__note">
          {t('cards.notRevealed')}
        </p>
      )}
      <VerifyFacts facts={rows} />
      <button type="button" className="btn btn--primary btn--md" disabled={!seed} onClick={run}>
        {t('cards.recompute')}
      </button>
      {result && <CardVerifyResult result={result} chain={result.chain} same={same} />}
    </section>
  );
}
