import { useTranslation } from 'react-i18next';
import { useDragSlot, type DropSlot, type SortableSlot } from '../drag-bridge';
import { readGroup, type HandCard, type HandGroup } from '../hand-model';
import { RummyCard } from './rummy-card';

// The player's hand: one row per group, each labelled with what it is (pure sequence, sequence, set or
// not yet valid) and what its cards are worth. Cards are tapped to select or, once the drag layer has
// loaded (drag-bridge.ts), dragged within and between groups.

export const NEW_GROUP_ID = 'new-group';

function SortableCard({
  item,
  wildRank,
  selected,
  drawn,
  onToggle,
}: {
  item: HandCard;
  wildRank: string | null;
  selected: boolean;
  drawn: boolean;
  onToggle: (id: string) => void;
}) {
  const { ref, slot } = useDragSlot<SortableSlot>(item.id);
  return (
    <li
      ref={ref}
      className={`hand__slot${slot.isDragging ? ' hand__slot--dragging' : ''}`}
      style={{ transform: slot.transform, transition: slot.transition }}
    >
      <button
        {...slot.attributes}
        {...slot.listeners}
        type="button"
        className={`hand__card${selected ? ' hand__card--selected' : ''}${drawn ? ' hand__card--drawn' : ''}`}
        aria-pressed={selected}
        data-card={item.card}
        data-testid="hand-card"
        onClick={() => onToggle(item.id)}
      >
        <RummyCard card={item.card} wildRank={wildRank} />
      </button>
    </li>
  );
}

function GroupRow({
  group,
  index,
  wildRank,
  selected,
  drawnId,
  onToggle,
}: {
  group: HandGroup;
  index: number;
  wildRank: string | null;
  selected: ReadonlySet<string>;
  drawnId: string | null;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation('rummy');
  const { ref, slot } = useDragSlot<DropSlot>(group.id);
  const isOver = slot.isOver === true;
  const reading = readGroup(group.cards, wildRank);
  const valid = reading.kind !== 'invalid';
  return (
    <section
      ref={ref}
      className={`hand__group hand__group--${reading.kind}${isOver ? ' hand__group--over' : ''}`}
      aria-label={t('hand.groupN', { n: index + 1 })}
      data-testid="hand-group"
      data-kind={reading.kind}
    >
      <p className="hand__label">
        <span className="hand__kind">{t(`kind.${reading.kind}`)}</span>
        <span className="hand__points" data-testid="group-points">
          {valid ? t('hand.ok') : t('hand.points', { count: reading.points })}
        </span>
      </p>
      <ol className="hand__cards">
        {group.cards.map((item) => (
          <SortableCard
            key={item.id}
            item={item}
            wildRank={wildRank}
            selected={selected.has(item.id)}
            drawn={item.id === drawnId}
            onToggle={onToggle}
          />
        ))}
      </ol>
    </section>
  );
}

/**
 * The "new group" drop zone, shown while a card is lifted. It lies over the top of the action bar, out of
 * the hand's flow: in the row it made the centred groups slide sideways under the card being dragged.
 */
export function NewGroupZone() {
  const { t } = useTranslation('rummy');
  const { ref, slot } = useDragSlot<DropSlot>(NEW_GROUP_ID);
  return (
    <div ref={ref} className={`hand__new${slot.isOver ? ' hand__new--over' : ''}`}>
      {t('hand.newGroup')}
    </div>
  );
}

export function HandGroups({
  groups,
  wildRank,
  selected,
  drawnId,
  onToggle,
}: {
  groups: readonly HandGroup[];
  wildRank: string | null;
  selected: ReadonlySet<string>;
  drawnId: string | null;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation('rummy');
  return (
    <div className="hand" aria-label={t('hand.label')} data-testid="hand">
      {groups.map((group, index) => (
        <GroupRow
          key={group.id}
          group={group}
          index={index}
          wildRank={wildRank}
          selected={selected}
          drawnId={drawnId}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
