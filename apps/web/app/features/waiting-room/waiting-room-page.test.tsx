import type { WaitingRoomStatus } from '@reprise/domain/schemas/waiting-room';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { WaitingRoomPage } from './waiting-room-page';
import { safeReturnPath } from './waiting-room-path';

const waiting = (position: number): WaitingRoomStatus => ({
  state: 'waiting',
  eventId: 7,
  opensAt: '2031-01-01T12:00:00.000Z',
  serverNow: '2031-01-01T12:00:30.000Z',
  position,
  queueLength: 40,
  admitPerSecond: 2,
  estimatedWaitSeconds: Math.ceil(position / 2),
  admittedUntil: null,
});

describe('the waiting room page', () => {
  const answers: WaitingRoomStatus[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: answers.shift() ?? waiting(1) })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the place and an honest wait in a polite live region, focused on its heading', () => {
    render(<WaitingRoomPage eventName="Arsenal v Chelsea" initial={waiting(30)} returnTo="/e" />);
    const heading = screen.getByRole('heading', { level: 1, name: "You're in the queue" });
    expect(document.activeElement).toBe(heading);
    const status = screen.getByTestId('waiting-room-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('You are number 30 of 40 in the queue.');
    expect(status.textContent).toContain('Your estimated wait is less than a minute.');
  });

  it('asks again after two seconds near the front and updates without a reload', async () => {
    answers.push(waiting(1));
    render(<WaitingRoomPage eventName="Arsenal v Chelsea" initial={waiting(3)} returnTo="/e" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(fetch).toHaveBeenCalledWith('/api/waiting-room/events/7/status', expect.anything());
    expect(screen.getByTestId('waiting-room-status').textContent).toContain('number 1 of 40');
  });

  it("speaks the page's language: place, rounded wait and the early-arrival rule", () => {
    render(
      inGerman(
        <WaitingRoomPage
          eventName="Arsenal v Chelsea"
          initial={{ ...waiting(360), serverNow: '2031-01-01T11:59:00.000Z' }}
          returnTo="/e"
        />,
      ),
    );
    screen.getByRole('heading', { level: 1, name: 'Du bist in der Warteschlange' });
    const status = screen.getByTestId('waiting-room-status').textContent;
    expect(status).toContain('Du bist Nummer 360 von 40 in der Warteschlange.');
    expect(status).toContain('früher da zu sein bringt also keinen Vorsprung');
    expect(status).toContain('Deine geschätzte Wartezeit: etwa 3 Minuten.');
  });

  it('returns only to a path of this site', () => {
    expect(safeReturnPath('/sports/epl/arsenal/x+1?quantity=2')).toBe(
      '/sports/epl/arsenal/x+1?quantity=2',
    );
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
  });
});
