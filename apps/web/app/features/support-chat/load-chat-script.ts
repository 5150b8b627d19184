// The chat vendor's loader is a third-party script: fetched only when a visitor asks for the chat
// (the widget loads on demand), never with the page, and at most once per page load.
const loads = new Map<string, Promise<void>>();

/** Adds the chat script to the page once; resolves when it has loaded, rejects if it cannot. */
export function loadChatScript(src: string): Promise<void> {
  let loading = loads.get(src);
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.supportChat = '';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        // A later press may try again (a flaky network, a blocked request).
        script.remove();
        loads.delete(src);
        reject(new Error('The support chat could not load.'));
      },
      { once: true },
    );
    document.body.append(script);
  });
  loads.set(src, loading);
  return loading;
}
