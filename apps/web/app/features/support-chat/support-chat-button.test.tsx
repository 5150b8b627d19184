import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportChatButton } from './support-chat-button';

const CHAT = 'https://chat.example/loader.js';
let appended: HTMLScriptElement[];

describe('SupportChatButton', () => {
  beforeEach(() => {
    appended = [];
    // Keep the script out of the document (happy-dom would try to fetch it): the test plays the
    // browser, firing its load or error event.
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads nothing of the chat until it is pressed, then its script once', async () => {
    render(<SupportChatButton scriptUrl={CHAT} supportEmail="support@reprise.example" />);
    expect(appended).toHaveLength(0);
    expect(document.querySelector('script[src*="chat.example"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByRole('status').textContent).toBe('Opening the chat…');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveProperty('disabled', true);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(CHAT);
    expect(appended[0]!.async).toBe(true);

    await act(async () => {
      appended[0]!.dispatchEvent(new Event('load'));
    });
    expect(screen.getByRole('status').textContent).toBe('The chat is open.');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(appended).toHaveLength(1);
  });

  it('offers the support mail when the chat cannot load, and tries again on the next press', async () => {
    const src = 'https://down.example/chat.js';
    render(<SupportChatButton scriptUrl={src} supportEmail="help@x.example" />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await act(async () => {
      appended[0]!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('status').textContent).toContain('The chat could not open right now.');
    expect(screen.getByRole('link', { name: 'help@x.example' }).getAttribute('href')).toBe(
      'mailto:help@x.example',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(appended).toHaveLength(2);
    expect(appended[1]!.src).toBe(src);
  });

  it('without a configured chat, offers the support mail and loads no script', () => {
    render(<SupportChatButton scriptUrl={null} supportEmail="support@reprise.example" />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(appended).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Live chat isn’t available at the moment. Email support@reprise.example and we’ll get back to you.',
    );
    expect(screen.getByRole('link', { name: 'support@reprise.example' }).getAttribute('href')).toBe(
      'mailto:support@reprise.example',
    );
  });
});
