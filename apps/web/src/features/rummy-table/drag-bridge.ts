import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

// The board paints before dnd-kit has loaded (issue 19: the table's JS before LCP), and drag and drop is
// added to the same DOM afterwards without remounting it: a remount would replay the deal and discard
// animations and reset the hand's scroll on a phone. The board's elements register here by id
// (`useDragSlot`); once loaded, the drag layer (components/drag-layer.tsx) renders one dnd-kit hook per id
// inside its DndContext, hands each hook its element and publishes what the hook returns (transform,
// listeners, isOver...) back here, where the element's component reads it. Until then every slot reads
// its idle value: the board works by tap alone.

type Listener = () => void;

export class DragBridge {
  private readonly states = new Map<string, unknown>();
  private readonly nodes = new Map<string, HTMLElement>();
  private readonly stateListeners = new Map<string, Set<Listener>>();
  private readonly nodeListeners = new Map<string, Set<(node: HTMLElement | null) => void>>();

  state(id: string): unknown {
    return this.states.get(id);
  }

  /** The drag layer's hook for `id` returned something new (shallowly compared). */
  publish(id: string, state: Record<string, unknown>): void {
    const previous = this.states.get(id) as Record<string, unknown> | undefined;
    if (previous && Object.keys(state).every((key) => Object.is(previous[key], state[key]))) return;
    this.states.set(id, state);
    for (const listener of this.stateListeners.get(id) ?? []) listener();
  }

  /** The layer's hook for `id` unmounted: the element goes back to its idle state. */
  clear(id: string): void {
    if (!this.states.delete(id)) return;
    for (const listener of this.stateListeners.get(id) ?? []) listener();
  }

  subscribe(id: string, listener: Listener): () => void {
    return subscribeTo(this.stateListeners, id, listener);
  }

  node(id: string): HTMLElement | null {
    return this.nodes.get(id) ?? null;
  }

  setNode(id: string, node: HTMLElement | null): void {
    if (this.node(id) === node) return;
    if (node) this.nodes.set(id, node);
    else this.nodes.delete(id);
    for (const listener of this.nodeListeners.get(id) ?? []) listener(node);
  }

  /** Calls `listener` with the element registered for `id` now and whenever it changes. */
  watchNode(id: string, listener: (node: HTMLElement | null) => void): () => void {
    listener(this.node(id));
    return subscribeTo(this.nodeListeners, id, listener);
  }
}

function subscribeTo<T>(map: Map<string, Set<T>>, id: string, listener: T): () => void {
  let set = map.get(id);
  if (!set) map.set(id, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(id);
  };
}

export const DragBridgeContext = createContext<DragBridge | null>(null);

/** What a sortable card reads: dnd-kit's `useSortable` result, or nothing while it has not loaded. */
export interface SortableSlot {
  attributes?: Record<string, unknown>;
  listeners?: Record<string, unknown>;
  transform?: string;
  transition?: string;
  isDragging?: boolean;
}

/** What a drop target reads: dnd-kit's `useDroppable` result. */
export interface DropSlot {
  isOver?: boolean;
}

const IDLE = {};

/** An element of the board that drag and drop may bind: its ref and what the layer published for it. */
export function useDragSlot<T extends SortableSlot | DropSlot>(
  id: string,
): { ref: (node: HTMLElement | null) => void; slot: T } {
  const bridge = useContext(DragBridgeContext);
  const subscribe = useCallback(
    (listener: Listener) => bridge?.subscribe(id, listener) ?? (() => {}),
    [bridge, id],
  );
  const slot = useSyncExternalStore(subscribe, () => bridge?.state(id) ?? IDLE) as T;
  // The element is released only if it is still the one registered (a moved card has a new one already).
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!bridge) return;
      if (node) bridge.setNode(id, node);
      return () => {
        if (node && bridge.node(id) === node) bridge.setNode(id, null);
      };
    },
    [bridge, id],
  );
  return { ref, slot };
}
