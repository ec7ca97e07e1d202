import { useRef, type PointerEvent } from 'react';

/** Below this many pixels a press is a click, not a drag. */
const dragThreshold = 4;

export interface BarDrop {
  /** Horizontal movement in pixels, and the width of the row's track it was measured on. */
  dx: number;
  trackWidth: number;
  /** The row the pointer was released over (`data-row-key`), if any. */
  rowKey: string | null;
}

function rowUnder(x: number, y: number): string | null {
  // elementsFromPoint sees through the dragged bar itself to the row below it.
  const stack = document.elementsFromPoint?.(x, y) ?? [];
  for (const element of stack) {
    const row = element.closest('[data-row-key]');
    if (row) return row.getAttribute('data-row-key');
  }
  return null;
}

/**
 * Dragging a bar with pointer events (mouse, pen, touch) — no DnD library: a bar moves along its
 * track or onto another row, and nothing else does. While it moves only its CSS transform
 * changes (no React render per frame, so 1 000 bars stay smooth); on release `onDrop` decides:
 * resolved false (refused) or true, the bar returns to its place, where the data now puts it.
 */
export function useBarDrag(onDrop: ((drop: BarDrop) => Promise<boolean>) | undefined) {
  const origin = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);

  const reset = (element: HTMLElement) => {
    element.style.transform = '';
    element.style.zIndex = '';
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!onDrop || event.button !== 0) return;
    origin.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = origin.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!dragged.current && Math.hypot(dx, dy) < dragThreshold) return;
    dragged.current = true;
    event.currentTarget.style.transform = `translate(${dx}px, ${dy}px)`;
    event.currentTarget.style.zIndex = '3';
  };

  const onPointerUp = async (event: PointerEvent<HTMLElement>) => {
    const start = origin.current;
    origin.current = null;
    if (!start || !dragged.current || !onDrop) return;
    const element = event.currentTarget;
    const trackWidth = element.parentElement?.getBoundingClientRect().width ?? 0;
    const drop = { dx: event.clientX - start.x, trackWidth, rowKey: rowUnder(event.clientX, event.clientY) };
    try {
      await onDrop(drop);
    } finally {
      reset(element);
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    origin.current = null;
    reset(event.currentTarget);
  };

  /** The click that ends a drag is not a click on the bar. */
  const swallowClickAfterDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel }, swallowClickAfterDrag };
}
