import { FRAME_MESSAGE } from '@reprise/domain/payments/sandbox-frame-messages';
import { type HTMLInputElement, Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cardFrameScript } from './card-frame-bundle';
import { cardFrameDocument } from './frame-page';
import { frameText } from './frame-text';

// The card frame's bundled script, run in a document of the frame's language: the card rule's
// messages it shows and posts are the ones its document carries.

type Posted = { type?: string; field?: string; message?: string };
const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

async function frameIn(language: 'de' | 'en') {
  const { html } = cardFrameDocument(frameText(language), await cardFrameScript());
  const window = new Window({
    url: `http://localhost/api/payments/sandbox/card-frame?lang=${language}`,
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
    },
  });
  windows.push(window);
  const posted: Posted[] = [];
  window.addEventListener('message', (event) =>
    posted.push((event as unknown as { data: Posted }).data),
  );
  window.document.write(html);
  await window.happyDOM.waitUntilComplete();
  const input = (id: string) => window.document.getElementById(id) as HTMLInputElement;
  return {
    posted,
    input,
    error: (id: string) => window.document.getElementById(`${id}-error`)?.textContent,
    leave: (id: string, value: string) => {
      input(id).value = value;
      input(id).dispatchEvent(new window.Event('blur'));
    },
    // The embedding page asks for a token. Run inside the document, whose `window` is the one
    // the script compares the message's source with (a top-level window is its own parent).
    tokenize: async () => {
      window.eval(
        `window.dispatchEvent(new MessageEvent('message', { data: { type: '${FRAME_MESSAGE.tokenize}' }, origin: location.origin, source: window }))`,
      );
      await window.happyDOM.waitUntilComplete();
    },
  };
}

describe('the card frame script', () => {
  it('shows the card rule messages in German in a German frame, and posts them so', async () => {
    const frame = await frameIn('de');
    frame.leave('card_number', '4242');
    expect(frame.error('card_number')).toBe(
      'Gib eine gültige Kartennummer ein (prüfe die Ziffern)',
    );
    expect(frame.input('card_number').getAttribute('aria-invalid')).toBe('true');

    frame.input('card_number').value = '3782 822463 10005';
    frame.input('cvv').value = '123';
    await frame.tokenize();
    expect(frame.error('card_number')).toBe('');
    expect(frame.error('expiration_date')).toBe('Ablaufdatum ist erforderlich');
    expect(frame.error('cvv')).toBe(
      'Gib die 4-stellige Prüfnummer (CVV) von der Vorderseite deiner Karte ein',
    );
    expect(frame.posted.find((data) => data.type === FRAME_MESSAGE.invalid)).toEqual({
      type: FRAME_MESSAGE.invalid,
      field: 'expiration_date',
      message: 'Ablaufdatum ist erforderlich',
    });
  });

  it('shows them in English, word for word, in an English frame', async () => {
    const frame = await frameIn('en');
    frame.leave('card_number', '4242');
    expect(frame.error('card_number')).toBe('Enter a valid card number (check the digits)');
    frame.leave('expiration_date', '10/20');
    expect(frame.error('expiration_date')).toBe('This card has expired');
    frame.leave('cvv', '12');
    expect(frame.error('cvv')).toBe('Enter the 3-digit CVV from the back of your card');
  });
});
