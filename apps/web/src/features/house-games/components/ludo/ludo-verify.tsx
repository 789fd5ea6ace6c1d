import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { commitmentOf } from '@khelo/games/fair';
import { verifyLudoRolls } from '@khelo/games/ludo/dice';
import type { TableFairness } from '@khelo/contracts/tables';
import { seedFacts, TableHandCheck } from '../table-hand-check';
import './ludo-verify.css';

// /provably-fair's Ludo part (the hand id form is rummy-verify's): once a game is over its server seed is
// revealed; the browser checks SHA-256(server seed) against the hash published before the first roll and
// recomputes the game's rolls in order with the engine's own verifyLudoRolls. How many rolls the game made
// comes with the game history's Verify link (?rolls=); the player may change it.

const MAX_ROLLS = 2_000;

export function LudoRollsCheck({ fairness }: { fairness: TableFairness }) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const linked = Number(params.get('rolls'));
  const [count, setCount] = useState(
    Number.isInteger(linked) && linked > 0 ? Math.min(linked, MAX_ROLLS) : 30,
  );
  const seed = fairness.server_seed;
  const rolls = useMemo(
    () =>
      seed
        ? verifyLudoRolls(
            { serverSeed: seed, clientSeed: fairness.client_seed, nonce: fairness.nonce },
            count,
          )
        : null,
    [seed, fairness, count],
  );
  const verified = seed ? commitmentOf(seed) === fairness.server_seed_hash.toLowerCase() : null;
  return (
    <TableHandCheck
      fairness={fairness}
      title={t('ludo.game', { no: fairness.hand_no })}
      facts={seedFacts(t, fairness)}
      verified={verified}
      testId="ludo-verify"
      before={
        <label className="verify ludo-verify__count">
          <span>{t('ludo.rollCount')}</span>
          <input
            type="number"
            min={1}
            max={MAX_ROLLS}
            value={count}
            onChange={(event) => setCount(Math.max(1, Math.min(MAX_ROLLS, Number(event.target.value) || 1)))}
          />
        </label>
      }
    >
      <dt>{t('ludo.rolls')}</dt>
      <dd>
        <ol className="ludo-verify__rolls" data-testid="ludo-rolls">
          {(rolls ?? []).map((roll, index) => (
            <li key={index} data-roll={roll} title={t('ludo.rollN', { n: index + 1 })}>
              {roll}
            </li>
          ))}
        </ol>
      </dd>
    </TableHandCheck>
  );
}
