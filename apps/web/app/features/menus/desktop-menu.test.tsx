import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopMenu } from './desktop-menu';
import { MENU } from './menu-test-data';

function renderMenu(countryCode: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: '/*',
      Component: () => (
        <>
          <DesktopMenu menu={MENU} countryCode={countryCode} />
          <button type="button">Elsewhere</button>
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/sports']} />);
}

const sports = () => screen.getByRole('button', { name: 'Sports' });
/** Whether the Sports panel is open, as its button says. */
const sportsExpanded = () => sports().getAttribute('aria-expanded');
const MOUSE = { pointerType: 'mouse' } as const;
/** The mouse comes onto `element`, at (10, 10). */
const mouseEnter = (element: Element) =>
  fireEvent.pointerEnter(element, { ...MOUSE, clientX: 10, clientY: 10 });
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Renders the menu on fake timers, the mouse just come onto the Sports item (returned). */
function hoverOverSports() {
  vi.useFakeTimers();
  renderMenu();
  const item = sports().closest('li')!;
  mouseEnter(item);
  return item;
}
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('DesktopMenu', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a navigation of disclosure buttons, not an ARIA menu', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Browse' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sports', 'Leagues', 'Genres']);
    expect(nav.querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
    expect(sportsExpanded()).toBe('false');
    expect(panelOf(sports()).hidden).toBe(true);
  });

  it('opens on Enter (a button press), closes on Escape and gives focus back to the button', () => {
    renderMenu();
    sports().focus();
    fireEvent.click(sports()); // Enter and Space activate a native button
    expect(sportsExpanded()).toBe('true');
    const panel = panelOf(sports());
    expect(panel.hidden).toBe(false);
    const arsenal = within(panel).getByRole('link', { name: 'Arsenal' });
    arsenal.focus();
    fireEvent.keyDown(arsenal, { key: 'Escape' });
    expect(sportsExpanded()).toBe('false');
    expect(document.activeElement).toBe(sports());
  });

  it('opens on ArrowDown with focus on the first link; Tab order runs genre → its performers', () => {
    renderMenu('uk');
    sports().focus();
    fireEvent.keyDown(sports(), { key: 'ArrowDown' });
    const panel = panelOf(sports());
    expect(sportsExpanded()).toBe('true');
    expect(document.activeElement?.textContent).toBe('All Sports');
    expect(document.activeElement?.getAttribute('href')).toBe('/uk/sports');
    const links = within(panel)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['All Sports', 'Premier League', 'Arsenal', 'Chelsea', 'NBA']);
    // Focusing another genre shows its performers instead.
    fireEvent.focus(within(panel).getByRole('link', { name: 'NBA' }));
    expect(within(panel).getByRole('link', { name: 'Boston Celtics' }).getAttribute('href')).toBe(
      '/uk/sports/nba/boston-celtics',
    );
    expect(within(panel).queryByRole('link', { name: 'Arsenal' })).toBeNull();
    fireEvent.keyDown(sports(), { key: 'Escape' });
    expect(panel.hidden).toBe(true);
  });

  it('keeps one panel open at a time and closes when focus leaves the menu', () => {
    renderMenu();
    fireEvent.click(sports());
    const leagues = screen.getByRole('button', { name: 'Leagues' });
    fireEvent.click(leagues);
    expect(sportsExpanded()).toBe('false');
    expect(within(panelOf(leagues)).getByRole('link', { name: 'Premier League' })).toBeTruthy();
    fireEvent.blur(leagues, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(leagues.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens after the mouse rests 200 ms, and waits 500 ms once it moved more than 30 px', () => {
    const item = hoverOverSports();
    elapse(199);
    expect(sportsExpanded()).toBe('false');
    elapse(1);
    expect(sportsExpanded()).toBe('true');

    fireEvent.click(sports()); // close again
    fireEvent.pointerLeave(item, MOUSE);
    mouseEnter(item);
    elapse(100);
    fireEvent.pointerMove(item, { ...MOUSE, clientX: 50, clientY: 10 });
    elapse(499);
    expect(sportsExpanded()).toBe('false');
    elapse(1);
    expect(sportsExpanded()).toBe('true');
  });

  it('stays open when its button is clicked after hover opened it; the next click closes', () => {
    hoverOverSports();
    elapse(200);
    expect(sportsExpanded()).toBe('true');
    // A mouse click (detail 1, the click count) pins the panel the hover opened.
    fireEvent.click(sports(), { detail: 1 });
    expect(sportsExpanded()).toBe('true');
    fireEvent.pointerLeave(screen.getByRole('navigation', { name: 'Browse' }), MOUSE);
    elapse(1000);
    expect(sportsExpanded()).toBe('true');
    fireEvent.click(sports(), { detail: 1 });
    expect(sportsExpanded()).toBe('false');
  });

  it('does not open when the mouse leaves before the delay', () => {
    const item = hoverOverSports();
    elapse(150);
    fireEvent.pointerLeave(item, MOUSE);
    elapse(1000);
    expect(sportsExpanded()).toBe('false');
  });
});
