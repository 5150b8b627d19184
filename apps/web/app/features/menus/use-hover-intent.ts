import { HOVER_DELAY_MS } from '@reprise/domain/constants';
import { type PointerEvent, useCallback, useEffect, useRef } from 'react';
import { hoverMove, type Point } from './hover-intent';

/**
 * Pointer handlers that call `onIntent` once a mouse settles on an element (see hover-intent.ts).
 * Touch and pen taps are left to the click handler.
 */
export function useHoverIntent(onIntent: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<Point | null>(null);
  const intent = useRef(onIntent);
  intent.current = onIntent;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
  }, []);

  const wait = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      origin.current = null;
      intent.current();
    }, delay);
  }, []);

  useEffect(() => cancel, [cancel]);

  return {
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      origin.current = { x: event.clientX, y: event.clientY };
      wait(HOVER_DELAY_MS);
    },
    onPointerMove(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !origin.current) return;
      const step = hoverMove(origin.current, { x: event.clientX, y: event.clientY });
      if (step.restart) {
        origin.current = step.origin;
        wait(step.delay);
      }
    },
    onPointerLeave: cancel,
  };
}
