import { SHARE_MESSAGE_TEXT } from '@reprise/domain/constants';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { ShareDialog } from './share-dialog';

const URL_ = 'https://reprise.example/sports/epl/arsenal/arsenal-vs-chelsea+42';
const ENC = encodeURIComponent(URL_);
const MSG = encodeURIComponent(SHARE_MESSAGE_TEXT);

function open() {
  render(<ShareDialog url={URL_} subject="Arsenal vs Chelsea" />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.getByRole('dialog', { name: 'Share this event' });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ShareDialog', () => {
  afterEach(cleanup);

  it('offers Twitter, Facebook, text and email with the share message and the page URL', () => {
    const dialog = open();
    expect(SHARE_MESSAGE_TEXT).toBe('Check out this event on Reprise!');
    expect(within(dialog).getByText(SHARE_MESSAGE_TEXT)).toBeTruthy();
    const href = (name: RegExp) => within(dialog).getByRole('link', { name }).getAttribute('href');
    expect(href(/^Twitter/)).toBe(`https://twitter.com/intent/tweet?text=${MSG}&url=${ENC}`);
    expect(href(/^Facebook/)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${ENC}`);
    const body = encodeURIComponent(`${SHARE_MESSAGE_TEXT} ${URL_}`);
    expect(href(/^Text message/)).toBe(`sms:?&body=${body}`);
    expect(href(/^Email/)).toBe(
      `mailto:?subject=${encodeURIComponent('Arsenal vs Chelsea')}&body=${body}`,
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /^Twitter/ })
        .getAttribute('rel'),
    ).toContain('noopener');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const dialog = open();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(within(dialog).getByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Link copied to the clipboard');
  });

  it('ignores a clipboard failure silently: no error, no message, dialog stays usable', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('NotAllowedError');
    });
    stubClipboard(writeText);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = open();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shares in the page language: the message in the dialog and in the links', () => {
    render(inGerman(<ShareDialog url={URL_} />));
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Veranstaltung teilen' });
    const message = 'Schau dir diese Veranstaltung auf Reprise an!';
    expect(within(dialog).getByText(message)).toBeTruthy();
    const sms = within(dialog).getByRole('link', { name: 'SMS' }).getAttribute('href');
    expect(sms).toBe(`sms:?&body=${encodeURIComponent(`${message} ${URL_}`)}`);
    expect(
      within(dialog).getByRole('link', { name: 'Twitter (öffnet in einem neuen Tab)' }),
    ).toBeTruthy();
  });
});
