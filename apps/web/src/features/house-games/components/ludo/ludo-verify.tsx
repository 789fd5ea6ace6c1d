import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { commitmentOf } from '@khelo/games/fair';
import { verifyLudoRolls } from '@khelo/games/ludo/dice';
import type { TableFairness } from '@khelo/contracts/tables';
import { TableHandCheck, type TableVerifier, type VerifiedDeal } from '../table-verify/table-hand-check';
import './ludo-verify.css';

// /provably-fair's Ludo part, on the shared table-hand check: once a game is over its server seed is
// revealed; the browser checks SHA-256(server seed) against the hash published before the first roll and
// recomputes the game's rolls in order with the engine's own verifyLudoRolls. How many rolls the game made
// comes with the game history's Verify link (?rolls=); the player may change it (the `before` control).

const MAX_ROLLS = 2_000;

interface LudoRolls extends VerifiedDeal {
  rolls: number[];
}

export function LudoRollsCheck({ fairness }: { fairness: TableFairness }) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const linked = Number(params.get('rolls'));
  const [count, setCount] = useState(
    Number.isInteger(linked) && linked > 0 ? Math.min(linked, MAX_ROLLS) : 30,
  );
  const verifier = useMemo(
    (): TableVerifier<LudoRolls> => ({
      testId: 'ludo-verify',
      seatTestId: 'ludo-seat',
      verify: (input) => {
        const seedHash = commitmentOf(input.serverSeed);
        return {
          seedHash,
          commitmentMatches: seedHash === input.commitment.trim().toLowerCase(),
          rolls: verifyLudoRolls(input, count),
        };
      },
      heading: (tg, hand) => tg('ludo.game', { no: hand.hand_no }),
      table: (tg, hand) => tg(hand.options.mode === 'timed' ? 'ludo.timed' : 'ludo.classic'),
      details: () => null,
      dealLabel: 'ludo.rolls',
      dealtBlock: ({ t: tg, result }) => (
        <ol className="ludo-verify__rolls" data-testid="ludo-rolls">
          {result.rolls.map((roll, index) => (
            <li key={index} data-roll={roll} title={tg('ludo.rollN', { n: index + 1 })}>
              {roll}
            </li>
          ))}
        </ol>
      ),
      before: (
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
      ),
    }),
    [count, t],
  );
  return <TableHandCheck fairness={fairness} verifier={verifier} />;
}
