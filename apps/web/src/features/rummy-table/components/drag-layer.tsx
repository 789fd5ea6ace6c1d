import { useLayoutEffect } from 'react';
import {
  DndContext,
  DragOverlay,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DragBridge } from '../drag-bridge';
import type { HandCard, HandGroup } from '../hand-model';
import { MousePenSensor } from '../mouse-pen-sensor';
import { NEW_GROUP_ID } from './hand-groups';
import { FINISH_SLOT_ID, OPEN_PILE_ID } from './piles';
import { RummyCard } from './rummy-card';

// The rummy board's drag and drop, loaded after the board has painted (drag-bridge.ts says how it binds
// the board's elements). It renders no element of the board: one dnd-kit hook per card, group and pile,
// each given its element through the bridge, and the lifted card while a drag is on.

const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/** Hands dnd-kit the board's element for `id`, now and whenever the board replaces it. */
function useBridgedNode(bridge: DragBridge, id: string, setNodeRef: (node: HTMLElement | null) => void) {
  useLayoutEffect(() => bridge.watchNode(id, setNodeRef), [bridge, id, setNodeRef]);
  useLayoutEffect(() => () => bridge.clear(id), [bridge, id]);
}

function SortableBinding({ bridge, id }: { bridge: DragBridge; id: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  useBridgedNode(bridge, id, setNodeRef);
  const shown = CSS.Transform.toString(transform);
  useLayoutEffect(() => {
    bridge.publish(id, { attributes, listeners, transform: shown, transition, isDragging });
  });
  return null;
}

function DroppableBinding({ bridge, id, disabled }: { bridge: DragBridge; id: string; disabled?: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  useBridgedNode(bridge, id, setNodeRef);
  useLayoutEffect(() => {
    bridge.publish(id, { isOver });
  });
  return null;
}

export interface DragLayerProps {
  bridge: DragBridge;
  groups: readonly HandGroup[];
  /** The open pile and the finish slot take a card only when the player may discard. */
  canDiscard: boolean;
  /** A drag is on: the board shows its "new group" zone. */
  dragging: boolean;
  active: HandCard | undefined;
  wildRank: string | null;
  onDragStart: (event: DragStartEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
}

export function DragLayer({
  bridge,
  groups,
  canDiscard,
  dragging,
  active,
  wildRank,
  onDragStart,
  onDragEnd,
  onDragCancel,
}: DragLayerProps) {
  const sensors = useSensors(
    // Pointer events, not mouse events: a drop on a disabled button ends the drag (mouse-pen-sensor.ts).
    useSensor(MousePenSensor, { activationConstraint: { distance: 6 } }),
    // A short hold starts a drag on a phone, so a tap still selects and a swipe still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 160, tolerance: 8 } }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <DroppableBinding bridge={bridge} id={OPEN_PILE_ID} disabled={!canDiscard} />
      <DroppableBinding bridge={bridge} id={FINISH_SLOT_ID} disabled={!canDiscard} />
      {groups.map((group) => (
        <GroupBindings key={group.id} bridge={bridge} group={group} />
      ))}
      {dragging ? <DroppableBinding bridge={bridge} id={NEW_GROUP_ID} /> : null}
      <DragOverlay dropAnimation={null}>
        {active ? <RummyCard card={active.card} wildRank={wildRank} className="rcard--lifted" /> : null}
      </DragOverlay>
    </DndContext>
  );
}

function GroupBindings({ bridge, group }: { bridge: DragBridge; group: HandGroup }) {
  return (
    <>
      <DroppableBinding bridge={bridge} id={group.id} />
      <SortableContext items={group.cards.map((item) => item.id)} strategy={horizontalListSortingStrategy}>
        {group.cards.map((item) => (
          <SortableBinding key={item.id} bridge={bridge} id={item.id} />
        ))}
      </SortableContext>
    </>
  );
}
