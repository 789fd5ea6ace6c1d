import { useEffect, useRef, useState } from 'react';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import type { DragLayerProps } from './drag-layer';
import type { RummyMove, RummyView } from '@khelo/games/rummy/state';
import { afterContent } from '@/lib/page-content';
import { preloadable } from '@/lib/preloadable';
import type { BoardProps } from '@/lib/tables/table-board';
import { DragBridge, DragBridgeContext } from '../drag-bridge';
import { requestDragLayer, useDragLayerWanted } from '../drag-layer-loader';
import { cardsOf, groupSelected, moveCard, reorder, sortBySuit, type HandGroup } from '../hand-model';
import { useArrangement } from '../use-arrangement';
import { ActionBar } from './action-bar';
import { HandGroups, NEW_GROUP_ID, NewGroupZone } from './hand-groups';
import { LazyDeclareDialog, preloadRummyDialogs } from './lazy-dialogs';
import { FINISH_SLOT_ID, OPEN_PILE_ID, Piles } from './piles';
import { TurnStatus } from './turn-status';
import '../rummy.css';

// The rummy board: the piles in the middle of the felt, the player's hand in groups below, and the
// actions of the moment. Tap cards and use the buttons; once the drag layer has loaded (after the board's
// first paint, drag-layer-loader.ts), drag a card within or between groups, onto "new group", onto the
// open pile (discard) or the finish slot (declare).

// Its own chunk. It renders no element of the board, so while it loads nothing shows in its place; if it
// cannot load (offline), the board stays one to tap.
const { Component: DragLayer } = preloadable<DragLayerProps>(() =>
  import('./drag-layer').then((module) => module.DragLayer),
);

function groupOf(groups: readonly HandGroup[], id: string): HandGroup | undefined {
  return groups.find((group) => group.id === id || group.cards.some((item) => item.id === id));
}

export function RummyBoard({ view, mySeat, seats, send }: BoardProps<RummyView, RummyMove>) {
  const [busy, setBusy] = useState(false);
  const { groups, arrange, flush } = useArrangement(view.hand, view.handNumber, send);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [declaring, setDeclaring] = useState<string | null>(null);
  const latest = useRef(groups);
  useEffect(() => {
    latest.current = groups;
  }, [groups]);

  const [bridge] = useState(() => new DragBridge());
  const dragLayer = useDragLayerWanted();
  useEffect(() => afterContent(preloadRummyDialogs), []);

  const me = view.players.find((player) => player.seat === mySeat);
  const myTurn = mySeat !== null && view.turn === mySeat && me?.status === 'playing';
  const canDraw = myTurn && view.stage === 'draw';
  const canDiscard = myTurn && view.stage === 'discard';
  const melding = view.stage === 'meld' && me?.status === 'melding';
  const all = cardsOf(groups);
  const selectedCards = all.filter((item) => selected.has(item.id));
  const drawnId = view.drawn
    ? ([...all].reverse().find((item) => item.card === view.drawn)?.id ?? null)
    : null;

  const act = async (move: RummyMove) => {
    setBusy(true);
    await flush();
    const result = await send(move);
    setBusy(false);
    if (result.ok) setSelected(new Set());
    return result;
  };
  const cardOf = (id: string) => all.find((item) => item.id === id)?.card ?? null;
  const discard = (id: string) => {
    const card = cardOf(id);
    if (card && canDiscard) void act({ type: 'discard', card });
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  // A card changes group on the drop, not while it is dragged: a move mid-drag reflows the groups, which
  // can put the finger over the group the card just left and move it back, until React gives up and the
  // table goes blank (dnd-kit #1678); where it lands would depend on the reflow, not on where it was let go.
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const id = String(active.id);
    const overId = over ? String(over.id) : null;
    if (overId === OPEN_PILE_ID || overId === FINISH_SLOT_ID) {
      if (overId === OPEN_PILE_ID) discard(id);
      else if (canDiscard) setDeclaring(id);
      return;
    }
    const current = latest.current;
    if (overId === NEW_GROUP_ID) {
      arrange(moveCard(current, id, 'new', 0));
      return;
    }
    const group = overId ? groupOf(current, overId) : undefined;
    if (!group || overId === id) return;
    const to = group.cards.findIndex((item) => item.id === overId);
    if (!group.cards.some((item) => item.id === id)) {
      arrange(moveCard(current, id, group.id, to < 0 ? group.cards.length : to));
      return;
    }
    if (to < 0) return;
    const cards = reorder(
      group.cards,
      group.cards.findIndex((item) => item.id === id),
      to,
    );
    arrange(current.map((entry) => (entry.id === group.id ? { ...entry, cards } : entry)));
  };

  const active = activeId ? all.find((item) => item.id === activeId) : undefined;
  const declareCard = declaring ? cardOf(declaring) : null;

  return (
    <DragBridgeContext value={bridge}>
      {/* A press on a card before the layer has loaded asks for it at once (the next press drags). */}
      <div className="table-board rummy" onPointerDownCapture={dragLayer ? undefined : requestDragLayer}>
        <div className="table-felt rummy__felt">
          <Piles
            view={view}
            canDraw={canDraw}
            canDiscard={canDiscard}
            busy={busy}
            onDraw={(pile) => void act({ type: 'draw', pile })}
          />
          <TurnStatus view={view} mySeat={mySeat} seats={seats} />
        </div>
        {groups.length > 0 ? (
          <div className="rummy__hand" key={view.handNumber}>
            <HandGroups
              groups={groups}
              wildRank={view.wildRank}
              selected={selected}
              drawnId={drawnId}
              onToggle={toggle}
            />
            <div className="rummy__below">
              <ActionBar
                view={view}
                groups={groups}
                selected={selectedCards}
                canDiscard={canDiscard}
                melding={melding}
                busy={busy}
                onSort={() => {
                  setSelected(new Set());
                  arrange(sortBySuit(groups, view.wildRank));
                }}
                onGroup={() => {
                  arrange(groupSelected(groups, selected));
                  setSelected(new Set());
                }}
                onDiscard={() => selectedCards[0] && discard(selectedCards[0].id)}
                onDeclare={() => selectedCards[0] && setDeclaring(selectedCards[0].id)}
                act={act}
              />
              {activeId !== null ? <NewGroupZone /> : null}
            </div>
          </div>
        ) : null}
        {/* Inside the board: the lifted card (position: fixed) takes the board's card size (--card-w). */}
        {dragLayer ? (
          <DragLayer
            bridge={bridge}
            groups={groups}
            canDiscard={canDiscard}
            dragging={activeId !== null}
            active={active}
            wildRank={view.wildRank}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setActiveId(null)}
          />
        ) : null}
      </div>
      {declaring && declareCard ? (
        <LazyDeclareDialog
          card={declareCard}
          cardId={declaring}
          groups={groups}
          wildRank={view.wildRank}
          busy={busy}
          onClose={() => setDeclaring(null)}
          onConfirm={(move) =>
            void act(move).then((result) => {
              if (result.ok) setDeclaring(null);
            })
          }
        />
      ) : null}
    </DragBridgeContext>
  );
}
