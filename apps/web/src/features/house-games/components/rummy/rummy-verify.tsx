import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useTableHandFairness } from '../../api/table-hand-fairness';
import { TableHandVerify } from '../table-verify/table-verifiers';

// /provably-fair's table-hand part: a hand id (typed, pasted, or from a game-history row's Verify link) loads
// the hand's published hash and, once the hand is over, its seeds; the hand's game then checks it in the
// browser (table-verify/: SHA-256(server seed) against the hash, the deal rebuilt by the engine's own verify
// function).

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
      {!badId && loaded.data ? <TableHandVerify fairness={loaded.data} /> : null}
    </section>
  );
}
