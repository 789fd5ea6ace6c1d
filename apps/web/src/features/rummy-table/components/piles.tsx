import { useTranslation } from 'react-i18next';
import type { RummyView } from '@khelo/games/rummy/state';
import { useDragSlot, type DropSlot } from '../drag-bridge';
import { CardBack, RummyCard } from './rummy-card';

// The middle of the felt: the closed pile and the open pile (tap one to draw), the wild joker, and the
// finish slot where a declaration's 14th card goes. The open pile and the finish slot take a dragged card.

export const OPEN_PILE_ID = 'open-pile';
export const FINISH_SLOT_ID = 'finish-slot';

export function Piles({
  view,
  canDraw,
  canDiscard,
  onDraw,
  busy,
}: {
  view: RummyView;
  canDraw: boolean;
  canDiscard: boolean;
  onDraw: (pile: 'closed' | 'open') => void;
  busy: boolean;
}) {
  const { t } = useTranslation('rummy');
  // Drop targets once the drag layer has loaded (it disables them unless the player may discard).
  const { ref: openTarget, slot: openSlot } = useDragSlot<DropSlot>(OPEN_PILE_ID);
  const { ref: finishTarget, slot: finishSlot } = useDragSlot<DropSlot>(FINISH_SLOT_ID);
  const overOpen = canDiscard && openSlot.isOver === true;
  const overFinish = canDiscard && finishSlot.isOver === true;
  const openTakeable = canDraw && view.openTop !== null && view.openTopTakeable;
  return (
    <div className="piles">
      <div className="pile pile--wild">
        <span className="pile__label">{t('piles.wild')}</span>
        {view.wildCard ? (
          <span className="pile__wild" data-testid="wild-card">
            <RummyCard card={view.wildCard} wildRank={view.wildRank} />
          </span>
        ) : (
          <span className="pile__empty" />
        )}
      </div>
      <div className="pile">
        <span className="pile__label">{t('piles.closed', { count: view.closedCount })}</span>
        <button
          type="button"
          className={`pile__button${canDraw ? ' pile__button--ready' : ''}`}
          disabled={!canDraw || busy}
          onClick={() => onDraw('closed')}
          aria-label={t('piles.drawClosed')}
          data-testid="closed-pile"
        >
          <span className="pile__stack">
            <CardBack />
          </span>
        </button>
      </div>
      <div className="pile">
        <span className="pile__label">{t('piles.open')}</span>
        <button
          ref={openTarget}
          type="button"
          className={`pile__button pile__open${openTakeable ? ' pile__button--ready' : ''}${overOpen ? ' pile__button--over' : ''}${canDiscard ? ' pile__open--target' : ''}`}
          disabled={!openTakeable || busy}
          onClick={() => onDraw('open')}
          aria-label={view.openTop ? t('piles.drawOpen', { card: view.openTop }) : t('piles.openEmpty')}
          data-testid="open-pile"
        >
          {view.openTop ? (
            <RummyCard
              key={`${view.openTop}-${view.openCount}`}
              card={view.openTop}
              wildRank={view.wildRank}
              className="rcard--enter"
            />
          ) : (
            <span className="pile__empty" />
          )}
        </button>
      </div>
      <div className="pile">
        <span className="pile__label">{t('piles.finish')}</span>
        <div
          ref={finishTarget}
          className={`pile__finish${overFinish ? ' pile__finish--over' : ''}${canDiscard ? ' pile__finish--target' : ''}`}
          data-testid="finish-slot"
        >
          {view.finish ? (
            <RummyCard card={view.finish} wildRank={view.wildRank} />
          ) : (
            <span>{t('piles.finishHint')}</span>
          )}
        </div>
      </div>
    </div>
  );
}
