import { useTranslation } from 'react-i18next';
import type { verifyCardRound } from '@khelo/games/card-round';
import { SameAsGame, VerifyChecks } from '../verify-checks';
import { PlayingCard } from './playing-card';

// What the browser dealt from a rebuilt shoe: the commitment (and chain) checks, the cards and the winner,
// and whether that is what the table dealt. Shared by a round loaded by its id and seeds typed in.

export interface CardVerifyResultProps {
  result: ReturnType<typeof verifyCardRound>;
  /** Whether the seed is s(k) of the published chain; null when not checked (seeds typed in). */
  chain: boolean | null;
  /** Whether the cards are those the table dealt; null when unknown. */
  same: boolean | null;
}

export function CardVerifyResult({ result, chain, same }: CardVerifyResultProps) {
  const { t } = useTranslation('games');
  return (
    <dl className="verify__result" data-testid="verify-result">
      <VerifyChecks commitment={result.commitmentMatches} chain={chain} />
      <dt>{t('cards.dealt')}</dt>
      <dd className="card-hand__cards" data-testid="verify-cards">
        {result.deal.cards.map((card, index) => (
          <PlayingCard key={index} card={card} />
        ))}
      </dd>
      <dt>{t('cards.result')}</dt>
      <dd data-testid="verify-outcome">
        <strong>
          {result.deal.winner === 'tie'
            ? t('cards.tieResult')
            : t('cards.wins', { side: t(`cards.spots.${result.deal.winner}`) })}
        </strong>
        <SameAsGame same={same} />
      </dd>
    </dl>
  );
}
