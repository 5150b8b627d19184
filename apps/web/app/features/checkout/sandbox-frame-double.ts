// Test double of the sandbox's frames in happy-dom (tests only), which loads no frame: the real
// frames are documents the API serves. Each frame gets a window of its own here; the card frame
// answers a Pay press with a token, the challenge frame says the buyer answered. Every message
// comes from the frame's window, of the page's origin, as the real ones do.
import { FRAME_MESSAGE } from '@reprise/domain/payments/sandbox-frame-messages';

type Posted = { type?: string };

function frameWindow(title: string, onMessage: (message: Posted) => void = () => {}): Window {
  const frame = document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
  if (!frame) throw new Error(`no frame titled ${title}`);
  const own = { postMessage: (message: Posted) => onMessage(message) } as unknown as Window;
  Object.defineProperty(frame, 'contentWindow', { value: own, configurable: true });
  return own;
}

function postFrom(source: Window, data: Record<string, unknown>) {
  const event = new MessageEvent('message', { data, origin: window.location.origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

/** The card frame answers every tokenize request with `token`. */
export function cardFrameAnswers(token: string): void {
  const source = frameWindow('Card details', (message) => {
    if (message?.type === FRAME_MESSAGE.tokenize) {
      queueMicrotask(() => postFrom(source, { type: FRAME_MESSAGE.token, token }));
    }
  });
}

/** The bank's challenge frame, ready to say the buyer answered. */
export function challengeFrame(): { answered(authorizationId: string): void } {
  const source = frameWindow("Your bank's confirmation");
  return {
    answered: (authorizationId) =>
      postFrom(source, { type: FRAME_MESSAGE.challengeDone, authorizationId }),
  };
}
