/**
 * Pinch and zoom for the viewer, from pointer events (so touch, pen and mouse work alike): two
 * fingers scale about their midpoint, one finger pans a zoomed photo, a double tap toggles 2x, the
 * wheel zooms on a desktop. A swipe on an unzoomed photo turns the page.
 */
import { useCallback, useRef, useState, type PointerEvent, type WheelEvent } from 'react';

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const none: Zoom = { scale: 1, x: 0, y: 0 };
export const maxScale = 5;
const clamp = (scale: number) => Math.min(maxScale, Math.max(1, scale));
const swipeDistance = 60;

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function useZoom(onSwipe: (direction: -1 | 1) => void) {
  const [zoom, setZoom] = useState<Zoom>(none);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; pinch?: number; lastTap?: number }>({
    start: { x: 0, y: 0 },
  });

  const reset = useCallback(() => setZoom(none), []);
  const zoomBy = useCallback(
    (factor: number) =>
      setZoom((z) => {
        const scale = clamp(z.scale * factor);
        return scale === 1
          ? none
          : { scale, x: (z.x * scale) / z.scale, y: (z.y * scale) / z.scale };
      }),
    [],
  );

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2) gesture.current.pinch = distance(points[0]!, points[1]!);
    else gesture.current.start = { x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const points = [...pointers.current.values()];
    if (points.length === 2 && gesture.current.pinch) {
      const span = distance(points[0]!, points[1]!);
      zoomBy(span / gesture.current.pinch);
      gesture.current.pinch = span;
    } else if (points.length === 1) {
      setZoom((z) =>
        z.scale === 1 ? z : { ...z, x: z.x + now.x - before.x, y: z.y + now.y - before.y },
      );
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const wasPinch = pointers.current.size === 2;
    pointers.current.delete(event.pointerId);
    if (wasPinch) {
      gesture.current.pinch = undefined;
      return;
    }
    const dx = event.clientX - gesture.current.start.x;
    const dy = event.clientY - gesture.current.start.y;
    if (zoom.scale === 1 && Math.abs(dx) > swipeDistance && Math.abs(dx) > Math.abs(dy) * 2) {
      onSwipe(dx < 0 ? 1 : -1);
      return;
    }
    if (Math.hypot(dx, dy) > 10) return;
    const now = event.timeStamp;
    if (gesture.current.lastTap && now - gesture.current.lastTap < 300) {
      setZoom((z) => (z.scale === 1 ? { scale: 2, x: 0, y: 0 } : none));
      gesture.current.lastTap = undefined;
    } else gesture.current.lastTap = now;
  };

  const onWheel = (event: WheelEvent<HTMLElement>) => zoomBy(event.deltaY < 0 ? 1.15 : 1 / 1.15);

  return {
    zoom,
    zoomBy,
    reset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onWheel,
    },
  };
}
