import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Presses each step's key on the focused element in turn and checks that focus moved to the
 * step's element: how a roving focus (arrow keys, Home and End) is walked through in a test.
 */
export function expectFocusMoves(
  steps: readonly (readonly [key: string, to: Element | undefined])[],
) {
  for (const [key, to] of steps) {
    fireEvent.keyDown(document.activeElement as Element, { key });
    expect(document.activeElement, `focus after ${key}`).toBe(to);
  }
}
