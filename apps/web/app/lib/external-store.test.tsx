import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalStore } from './external-store';

function reader(store: { useValue(): string }) {
  let renders = 0;
  function Reader() {
    renders += 1;
    return <p>{store.useValue()}</p>;
  }
  return { Reader, renders: () => renders };
}

describe('createExternalStore', () => {
  afterEach(cleanup);

  it('re-renders its readers when set, and not when set quietly', () => {
    const store = createExternalStore('first');
    const { Reader, renders } = reader(store);
    render(<Reader />);
    expect(screen.getByText('first')).toBeTruthy();

    act(() => store.set('second'));
    expect(screen.getByText('second')).toBeTruthy();
    const rendered = renders();

    act(() => store.setQuietly('third'));
    expect(store.get()).toBe('third');
    expect(renders()).toBe(rendered);
    expect(screen.getByText('second')).toBeTruthy();
  });

  it('renders the server value on the server, whatever the value now', () => {
    const store = createExternalStore('initial', 'on the server');
    store.set('changed');
    const { Reader } = reader(store);
    expect(renderToString(<Reader />)).toContain('on the server');
    expect(renderToString(<Reader />)).not.toContain('changed');
  });

  it('renders the initial value on the server when given no server value', () => {
    const store = createExternalStore('initial');
    store.set('changed');
    const { Reader } = reader(store);
    expect(renderToString(<Reader />)).toContain('initial');
  });
});
