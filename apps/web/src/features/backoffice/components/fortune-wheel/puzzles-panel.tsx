import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPuzzle } from '@khelo/contracts/fortune-wheel';
import { errorMessage } from '@/lib/error-message';
import { useAddFortunePuzzle } from '../../api/fortune-puzzle-add';
import { useChangeFortunePuzzle } from '../../api/fortune-puzzle-change';
import { useFortunePuzzles } from '../../api/fortune-puzzles';
import { QueryState, type NoticeState } from '../query-state';

// The puzzle set of one language (English or Hindi in Devanagari): add a puzzle, change its category or
// answer, retire it or bring it back (admin). The server refuses an answer the board cannot show (400 naming
// `answer`); a show plays the active puzzles of its language.

type Notify = (notice: NoticeState) => void;

function PuzzleRow({
  puzzle,
  canEdit,
  onNotice,
}: {
  puzzle: StaffPuzzle;
  canEdit: boolean;
  onNotice: Notify;
}) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const change = useChangeFortunePuzzle();
  const [editing, setEditing] = useState(false);
  const [category, setCategory] = useState(puzzle.category);
  const [answer, setAnswer] = useState(puzzle.answer);
  const save = (body: { category?: string; answer?: string; active?: boolean }) =>
    change.mutate(
      { id: puzzle.id, change: body },
      {
        onSuccess: () => {
          setEditing(false);
          onNotice({ ok: true, text: t('fortuneWheel.puzzleSaved', { id: puzzle.id }) });
        },
        onError: (error) => onNotice({ ok: false, text: errorMessage(error, common) }),
      },
    );
  return (
    <tr
      data-testid="fortune-puzzle"
      data-puzzle-id={puzzle.id}
      className={puzzle.active ? undefined : 'bo-muted'}
    >
      <td>
        {editing ? (
          <input
            aria-label={t('fortuneWheel.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          />
        ) : (
          puzzle.category
        )}
      </td>
      <td lang={puzzle.language}>
        {editing ? (
          <input
            aria-label={t('fortuneWheel.answer')}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        ) : (
          puzzle.answer
        )}
      </td>
      <td>{puzzle.active ? t('fortuneWheel.active') : t('fortuneWheel.retired')}</td>
      <td>
        {canEdit && editing ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={change.isPending}
            onClick={() => save({ category, answer })}
          >
            {t('save')}
          </button>
        ) : null}
        {canEdit && !editing ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
        ) : null}
        {canEdit ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={change.isPending}
            onClick={() => save({ active: !puzzle.active })}
          >
            {puzzle.active ? t('fortuneWheel.retire') : t('fortuneWheel.restore')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

export function PuzzlesPanel({ canEdit, onNotice }: { canEdit: boolean; onNotice: Notify }) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const puzzles = useFortunePuzzles(language);
  const add = useAddFortunePuzzle();
  const [category, setCategory] = useState('');
  const [answer, setAnswer] = useState('');
  const rows = puzzles.data?.puzzles ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { language, category, answer },
      {
        onSuccess: () => {
          onNotice({ ok: true, text: t('fortuneWheel.puzzleAdded') });
          setCategory('');
          setAnswer('');
        },
        onError: (error) => onNotice({ ok: false, text: errorMessage(error, common) }),
      },
    );
  }

  return (
    <section aria-labelledby="bo-fortune-puzzles" className="bo-card" data-testid="fortune-puzzles">
      <h2 id="bo-fortune-puzzles">{t('fortuneWheel.puzzles')}</h2>
      <div role="tablist" aria-label={t('fortuneWheel.language')} className="bo-tabs">
        {(['en', 'hi'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={language === value}
            className={`btn btn--sm ${language === value ? 'btn--primary' : 'btn--secondary'}`}
            onClick={() => setLanguage(value)}
          >
            {t(`fortuneWheel.languages.${value}`)}
          </button>
        ))}
      </div>
      {canEdit ? (
        <form className="bo-inline-form" onSubmit={submit}>
          <label>
            {t('fortuneWheel.category')}
            <input required maxLength={40} value={category} onChange={(e) => setCategory(e.target.value)} />
          </label>
          <label>
            {t('fortuneWheel.answer')}
            <input
              required
              minLength={3}
              maxLength={80}
              lang={language}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--primary btn--sm" disabled={add.isPending}>
            {t('fortuneWheel.addPuzzle')}
          </button>
        </form>
      ) : null}
      <QueryState
        isPending={puzzles.isPending}
        error={puzzles.error}
        empty={rows.length === 0}
        onRetry={() => void puzzles.refetch()}
      />
      {rows.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('fortuneWheel.category')}</th>
                <th scope="col">{t('fortuneWheel.answer')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('fortuneWheel.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((puzzle) => (
                <PuzzleRow key={puzzle.id} puzzle={puzzle} canEdit={canEdit} onNotice={onNotice} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
