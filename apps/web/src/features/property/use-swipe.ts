import { type PointerEvent, useRef, useState } from 'react';

/** How far a finger must travel sideways before a swipe turns the picture; less is a tap. */
export const SWIPE_THRESHOLD_PX = 40;

interface SwipeOptions {
  /** Finger moved left: show the next picture. */
  onSwipeLeft: () => void;
  /** Finger moved right: show the previous picture. */
  onSwipeRight: () => void;
}

/**
 * Horizontal swipes from pointer events (touch, pen or a mouse drag). `offset` follows the finger so the
 * track can move with it; vertical scrolling stays the browser's (give the element `touch-action: pan-y`,
 * the browser then cancels the pointer when it scrolls).
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: SwipeOptions) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  function reset() {
    start.current = null;
    setOffset(0);
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    if (event.currentTarget.setPointerCapture) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the swipe still works without capture.
      }
    }
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (start.current?.pointerId !== event.pointerId) return;
    setOffset(event.clientX - start.current.x);
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    reset();
    if (distance <= -SWIPE_THRESHOLD_PX) onSwipeLeft();
    else if (distance >= SWIPE_THRESHOLD_PX) onSwipeRight();
  }

  return {
    offset,
    isDragging: offset !== 0,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset },
  };
}
