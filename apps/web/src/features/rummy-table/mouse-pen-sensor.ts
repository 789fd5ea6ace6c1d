import { PointerSensor } from '@dnd-kit/core';

// dnd-kit's MouseSensor ends a drag on `mouseup`, which Chromium does not send over a disabled button:
// a card dropped on the open pile (disabled during the discard: it is taken from only at the draw), the
// closed pile or a disabled action kept the drag going with the button up. Pointer events reach disabled
// controls, so this sensor follows a mouse or a pen by pointer events instead. Touch stays with the
// TouchSensor and its hold-to-drag, so a swipe on a phone still scrolls the hand.
//
// Imported only by the drag layer: it brings dnd-kit along (the board paints without it).

type PointerDown = (typeof PointerSensor.activators)[number];

export class MousePenSensor extends PointerSensor {
  static override activators: PointerDown[] = [
    {
      eventName: 'onPointerDown',
      handler: (event, options) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}
