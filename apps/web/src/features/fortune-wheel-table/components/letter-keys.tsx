import { useTranslation } from 'react-i18next';
import { LETTERS } from '@khelo/games/fortune-wheel/letters';
import type { PuzzleLanguage } from '@khelo/games/fortune-wheel/letters';

/** The letter keyboard of the puzzle's language: consonants, or vowels; a called letter is greyed out. */
export function LetterKeys(props: {
  language: PuzzleLanguage;
  kind: 'consonants' | 'vowels';
  called: readonly string[];
  disabled: boolean;
  onPick: (letter: string) => void;
}) {
  const { t } = useTranslation('fortune-wheel');
  const letters = LETTERS[props.language][props.kind];
  return (
    <div
      className="fw-keys"
      role="group"
      aria-label={t(`actions.${props.kind}`)}
      data-testid={`keys-${props.kind}`}
    >
      {letters.map((letter) => {
        const used = props.called.includes(letter);
        return (
          <button
            key={letter}
            type="button"
            className="fw-key"
            disabled={props.disabled || used}
            data-letter={letter}
            onClick={() => props.onPick(letter)}
          >
            {letter}
          </button>
        );
      })}
    </div>
  );
}
