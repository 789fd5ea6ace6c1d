import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupBySuit } from '@khelo/games/rummy/cards';
import { verifyRummyHand } from '@khelo/games/rummy/verify';
import { RummyCard, RummyGroups } from '@/components/rummy/rummy-cards';
import { Spinner } from '@/components/ui/spinner';
import type { TableFairness } from '@khelo/contracts/tables';
import { useTableHandFairness } from '../../api/table-hand-fairness';
import { CallBreakRoundCheck } from '../call-break/call-break-verify';
import { LudoRollsCheck } from '../ludo/ludo-verify';
import { TeenPattiHandCheck } from '../teen-patti/teen-patti-verify';
import { seedFacts, TableHandCheck } from '../table-hand-check';
import { variantLabel } from './rummy-labels';

// /provably-fair's rummy part: a hand id (typed, pasted, or from a game-history row's Verify link) loads the
// hand's published hash and, once the hand is over, its seeds; the browser then checks SHA-256(server seed)
// against the hash and deals the hand again with the engine's own verifyRummyHand: every seat's 13 cards,
// the wild joker and the first open card.

const HAND_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The hand id in what was pasted (an id, or a link that holds one); null when there is none. */
export function handIdIn(text: string): string | null {
  return HAND_ID.exec(text)?.[0]?.toLowerCase() ?? null;
}

export function RummyVerify({ linkedHandId }: { linkedHandId: string | null }) {
  const { t } = useTranslation('games');
  const [text, setText] = useState(linkedHandId ?? '');
  const [handId, setHandId] = useState<string | null>(linkedHandId);
  const [badId, setBadId] = useState(false);
  const loaded = useTableHandFairness(handId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = handIdIn(text);
    setBadId(id === null);
    if (id) setHandId(id);
  };

  return (
    <section
      className={`rummy-verify${linkedHandId ? ' rummy-verify--alone' : ''}`}
      aria-labelledby="rummy-verify-title"
      data-testid="rummy-verify"
    >
      <h2 id="rummy-verify-title">{t('rummyVerify.title')}</h2>
      <p className="verify__intro">{t('rummyVerify.intro')}</p>
      <form className="verify rummy-verify__form" onSubmit={onSubmit}>
        <label>
          <span>{t('rummyVerify.handId')}</span>
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={badId || undefined}
            placeholder="1b4e28ba-2fa1-41d2-883f-0016d3cca427"
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        <button type="submit" className="btn btn--primary btn--md">
          {t('rummyVerify.load')}
        </button>
      </form>
      {badId && (
        <p role="alert" className="verify__bad">
          {t('rummyVerify.badId')}
        </p>
      )}
      {!badId && loaded.isFetching && <Spinner label={t('loading')} />}
      {!badId && loaded.isError && (
        <p role="alert" className="verify__bad">
          {t('rummyVerify.notFound')}
        </p>
      )}
      {!badId && loaded.data ? (
        loaded.data.game === 'call-break' ? (
          <CallBreakRoundCheck fairness={loaded.data} />
        ) : loaded.data.game === 'ludo' ? (
          <LudoRollsCheck fairness={loaded.data} />
        ) : loaded.data.game === 'teen-patti' ? (
          <TeenPattiHandCheck fairness={loaded.data} />
        ) : (
          <RummyHandCheck fairness={loaded.data} />
        )
      ) : null}
    </section>
  );
}

function RummyHandCheck({ fairness }: { fairness: TableFairness }) {
  const { t } = useTranslation('games');
  const seed = fairness.server_seed;
  const result = useMemo(
    () =>
      seed
        ? verifyRummyHand({
            serverSeed: seed,
            clientSeed: fairness.client_seed,
            nonce: fairness.nonce,
            seats: fairness.seats,
            commitment: fairness.server_seed_hash,
          })
        : null,
    [seed, fairness],
  );
  const verified = result?.commitmentMatches === true;
  const seat = (number: number) => t('rummyVerify.seat', { seat: number + 1 });
  const facts: [string, string][] = [
    [t('rummyVerify.table'), variantLabel(t, fairness.options)],
    ...seedFacts(t, fairness),
    [t('rummyVerify.seats'), fairness.seats.map(seat).join(', ')],
  ];
  return (
    <TableHandCheck
      fairness={fairness}
      title={t('rummyVerify.hand', { no: fairness.hand_no })}
      facts={facts}
      verified={result ? verified : null}
    >
      {result ? (
        <>
          <dt>{t('rummyVerify.seedHash')}</dt>
          <dd>
            <code>{result.seedHash}</code>
          </dd>
          <dt>{t('rummyVerify.wild')}</dt>
          <dd data-testid="rummy-wild">
            <RummyCard card={result.wildCard} wildRank={result.wildRank} />{' '}
            {result.wildCard === 'PJ'
              ? t('rummyVerify.wildAces')
              : t('rummyVerify.wildRank', { rank: result.wildRank })}
          </dd>
          <dt>{t('rummyVerify.openCard')}</dt>
          <dd data-testid="rummy-open">
            <RummyCard card={result.openCard} wildRank={result.wildRank} />
          </dd>
          <dt>{t('rummyVerify.firstSeat')}</dt>
          <dd>{seat(result.firstSeat)}</dd>
          <dt>{t('rummyVerify.deal')}</dt>
          <dd>
            <ul className="rummy-verify__seats">
              {result.hands.map((hand) => (
                <li key={hand.seat} data-testid={`rummy-seat-${hand.seat}`}>
                  <span className="rummy-verify__seat">{seat(hand.seat)}</span>
                  <RummyGroups groups={groupBySuit(hand.cards, result.wildRank)} wildRank={result.wildRank} />
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </TableHandCheck>
  );
}
