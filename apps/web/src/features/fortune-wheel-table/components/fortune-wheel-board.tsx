import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOWEL_COST } from '@khelo/games/fortune-wheel/flow';
import type { FortuneWheelMove, FortuneWheelView } from '@khelo/games/fortune-wheel/state';
import { Button } from '@/components/ui/button';
import type { BoardProps } from '@/lib/tables/table-board';
import { seatName, wedgeText } from '../names';
import { LetterKeys } from './letter-keys';
import { PuzzleBoard } from './puzzle-board';
import '../fortune-wheel.css';

// The Fortune Wheel board: the category and the puzzle, the wheel's last stop, the line of what the round
// waits for, and the actions of the moment — buzz (toss-up), spin / buy a vowel / solve (a turn), the
// consonant keys after a spin, the vowel keys, the answer box. Thumb-sized keys that wrap on a phone.

export function FortuneWheelBoard({
  view,
  mySeat,
  seats,
  send,
}: BoardProps<FortuneWheelView, FortuneWheelMove>) {
  const { t } = useTranslation('fortune-wheel');
  const [busy, setBusy] = useState(false);
  const [vowels, setVowels] = useState(false);
  const [answer, setAnswer] = useState('');
  const mine = mySeat !== null && view.seat === mySeat;
  const me = view.contestants.find((c) => c.seat === mySeat);
  const puzzle = view.puzzle;

  const act = async (move: FortuneWheelMove) => {
    setBusy(true);
    const result = await send(move);
    setBusy(false);
    if (result.ok) {
      setVowels(false);
      if (move.type === 'solve' && move.answer !== undefined) setAnswer('');
    }
  };

  const name = seatName(seats, view.seat, t);
  const typing =
    mine && (view.stage === 'toss-up-solve' || view.stage === 'solving' || view.stage === 'bonus');
  let status: string;
  if (view.stage === 'waiting' || !puzzle) status = t('status.waiting');
  else if (view.stage === 'over') status = t('status.over');
  else if (view.stage === 'toss-up') status = t('status.tossUp');
  else if (view.stage === 'toss-up-solve')
    status = mine ? t('status.youBuzzed') : t('status.buzzed', { name });
  else if (view.stage === 'bonus') status = mine ? t('status.yourBonus') : t('status.bonus', { name });
  else if (!mine) status = t('status.theirTurn', { name });
  else if (view.stage === 'consonant')
    status = t('status.yourConsonant', { wedge: view.lastStop ? wedgeText(view.lastStop.wedge, t) : '' });
  else if (view.stage === 'solving') status = t('status.solving');
  else status = t('status.yourTurn');

  return (
    <div className="fw">
      <div className="fw__stage">
        {puzzle ? (
          <p className="fw__title">
            {puzzle.kind === 'toss-up'
              ? t('tossUp')
              : puzzle.kind === 'bonus'
                ? t('bonus')
                : t('round', { n: puzzle.number })}
            {' · '}
            {t('category', { category: puzzle.category })}
          </p>
        ) : null}
        {puzzle ? <PuzzleBoard puzzle={puzzle} /> : null}
        <div className="fw__wheel" aria-live="polite" data-testid="wheel-stop">
          {view.stage === 'bonus' && view.bonusWedge !== null
            ? t('wedge.bonus', { n: view.bonusWedge + 1 })
            : view.lastStop
              ? wedgeText(view.lastStop.wedge, t)
              : t('wedge.idle')}
        </div>
        <p
          className={`turn-status${mine || view.canBuzz ? ' turn-status--mine' : ''}`}
          role="status"
          data-testid="turn-status"
        >
          {status}
        </p>
      </div>
      <div className="fw__actions">
        {view.canBuzz ? (
          <Button size="lg" disabled={busy} onClick={() => void act({ type: 'buzz' })} data-testid="buzz">
            {t('actions.buzz')}
          </Button>
        ) : null}
        {mine && view.stage === 'turn' ? (
          <div className="fw__buttons">
            <Button
              size="lg"
              disabled={busy || !puzzle?.consonantsLeft}
              onClick={() => void act({ type: 'spin' })}
              data-testid="spin"
            >
              {t('actions.spin')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={busy || (me?.roundScore ?? 0) < VOWEL_COST}
              aria-pressed={vowels}
              onClick={() => setVowels(!vowels)}
              data-testid="vowel"
            >
              {t('actions.vowel')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={busy}
              onClick={() => void act({ type: 'solve' })}
              data-testid="solve"
            >
              {t('actions.solve')}
            </Button>
          </div>
        ) : null}
        {mine && view.stage === 'consonant' && puzzle ? (
          <LetterKeys
            language={view.language}
            kind="consonants"
            called={puzzle.called}
            disabled={busy}
            onPick={(letter) => void act({ type: 'consonant', letter })}
          />
        ) : null}
        {mine && view.stage === 'turn' && vowels && puzzle ? (
          <LetterKeys
            language={view.language}
            kind="vowels"
            called={puzzle.called}
            disabled={busy}
            onPick={(letter) => void act({ type: 'vowel', letter })}
          />
        ) : null}
        {typing ? (
          <form
            className="fw__answer"
            onSubmit={(event) => {
              event.preventDefault();
              if (answer.trim()) void act({ type: 'solve', answer });
            }}
          >
            <input
              className="input"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              aria-label={t('answer')}
              placeholder={t('answer')}
              lang={view.language === 'hi' ? 'hi' : 'en'}
              autoFocus
              data-testid="answer"
            />
            <Button type="submit" size="lg" disabled={busy || !answer.trim()}>
              {t('actions.send')}
            </Button>
          </form>
        ) : null}
      </div>
    </div>
  );
}
