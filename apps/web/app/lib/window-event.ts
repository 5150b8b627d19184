// A named browser event carrying one value, so shell features tell each other what happened
// (the country the location flow found, the visitor's consent answer) without importing each
// other's components.

/** The announce and listen pair of one window event. */
export function windowEvent<T>(name: string) {
  return {
    /** Dispatches the event with its value. */
    announce(detail: T) {
      window.dispatchEvent(new CustomEvent<T>(name, { detail }));
    },
    /** Listens for the event; returns the unsubscribe function. */
    listen(listener: (detail: T) => void): () => void {
      const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
      window.addEventListener(name, handler);
      return () => window.removeEventListener(name, handler);
    },
  };
}
