import { useSyncExternalStore } from 'react';

/** One value outside React that components read and re-render on (useSyncExternalStore). */
export interface ExternalStore<S> {
  /** The value now. */
  get(): S;
  /** Replaces the value and re-renders whoever reads it. */
  set(next: S): void;
  /** Replaces the value without re-rendering: for a change no reader shows. */
  setQuietly(next: S): void;
  /** The value, re-rendering on change; the server (and hydration) render `serverValue`. */
  useValue(): S;
}

/** A store starting at `initial`; the server renders `serverValue` (by default `initial`). */
export function createExternalStore<S>(initial: S, serverValue: S = initial): ExternalStore<S> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  const getServer = () => serverValue;
  return {
    get,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    setQuietly(next) {
      value = next;
    },
    useValue: () => useSyncExternalStore(subscribe, get, getServer),
  };
}
