import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test-support/render-in-router';
import type { DeskActionResult } from './desk-route';
import { DeskSignInPage } from './sign-in-page';

function renderPage(result: DeskActionResult | undefined) {
  return renderInRouter(<DeskSignInPage result={result} />, '/ops/sign-in');
}

describe('the desk sign-in page', () => {
  afterEach(cleanup);

  it('labels its three fields and posts as a plain form', () => {
    const { container } = renderPage(undefined);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    const code = screen.getByLabelText('Authentication code') as HTMLInputElement;
    expect(code.autocomplete).toBe('one-time-code');
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('shows a refused code at the code field, announced with it', () => {
    renderPage({
      ok: false,
      intent: 'sign-in',
      field: 'code',
      error: 'The authentication code is wrong or was used already.',
    });
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    const describedBy = code.getAttribute('aria-describedby') ?? '';
    const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('The authentication code is wrong or was used already.');
  });

  it('shows a wrong password at the password field', () => {
    renderPage({
      ok: false,
      intent: 'sign-in',
      field: 'password',
      error: 'The email or password is wrong.',
    });
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });
});
