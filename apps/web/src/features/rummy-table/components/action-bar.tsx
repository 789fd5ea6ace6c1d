import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handPoints, validateDeclaration } from '@khelo/games/rummy/index';
import type { RummyMove, RummyView } from '@khelo/games/rummy/state';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { MoveResult } from '@/lib/tables/table-board';
import { toGroups, type HandCard, type HandGroup } from '../hand-model';

/** The buttons of the moment under the hand: sort, group, discard, declare, drop, submit a meld. */
export function ActionBar({
  view,
  groups,
  selected,
  canDiscard,
  melding,
  busy,
  onSort,
  onGroup,
  onDiscard,
  onDeclare,
  act,
}: {
  view: RummyView;
  groups: readonly HandGroup[];
  selected: readonly HandCard[];
  canDiscard: boolean;
  melding: boolean;
  busy: boolean;
  onSort: () => void;
  onGroup: () => void;
  onDiscard: () => void;
  onDeclare: () => void;
  act: (move: RummyMove) => Promise<MoveResult>;
}) {
  const { t } = useTranslation('rummy');
  const [dropping, setDropping] = useState(false);
  const shown = toGroups(groups);
  const wild = view.wildRank ?? '';
  const points = handPoints(shown, wild);
  const meldValid = melding && validateDeclaration(shown, wild).valid;
  const one = selected.length === 1;
  return (
    <div className="actions" role="toolbar" aria-label={t('actions.label')}>
      <p className="actions__total" data-testid="hand-total">
        {t('hand.total', { count: points })}
      </p>
      <div className="actions__buttons">
        <Button variant="secondary" size="md" className="actions__btn" onClick={onSort} disabled={busy}>
          {t('actions.sort')}
        </Button>
        <Button
          variant="secondary"
          size="md"
          className="actions__btn"
          onClick={onGroup}
          disabled={busy || selected.length < 2}
        >
          {t('actions.group', { count: selected.length })}
        </Button>
        {canDiscard ? (
          <>
            <Button size="md" className="actions__btn" onClick={onDiscard} disabled={busy || !one}>
              {t('actions.discard')}
            </Button>
            <Button
              variant="secondary"
              size="md"
              className="actions__btn actions__declare"
              onClick={onDeclare}
              disabled={busy || !one}
            >
              {t('actions.declare')}
            </Button>
          </>
        ) : null}
        {view.dropPoints !== null ? (
          <Button
            variant="danger"
            size="md"
            className="actions__btn"
            onClick={() => setDropping(true)}
            disabled={busy}
          >
            {t('actions.drop', { count: view.dropPoints })}
          </Button>
        ) : null}
        {melding ? (
          <Button
            size="md"
            className="actions__btn"
            onClick={() => void act({ type: 'meld', groups: shown })}
            loading={busy}
          >
            {t(meldValid ? 'actions.meldValid' : 'actions.meld', { count: points })}
          </Button>
        ) : null}
      </div>
      {canDiscard && !one ? <p className="actions__hint">{t('actions.pickOne')}</p> : null}
      <Modal open={dropping} onClose={() => setDropping(false)} title={t('drop.title')}>
        <p>{t('drop.text', { count: view.dropPoints ?? 0 })}</p>
        <div className="rummy-dialog__actions">
          <Button variant="secondary" onClick={() => setDropping(false)}>
            {t('drop.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() =>
              void act({ type: 'drop' }).then(() => {
                setDropping(false);
              })
            }
          >
            {t('drop.confirm', { count: view.dropPoints ?? 0 })}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
