import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { SandboxCardFrame } from './sandbox-card-frame';
import { SandboxChallenge } from './sandbox-challenge';

// The sandbox provider's documents speak the page's language: the page names it in their
// addresses (as Stripe's elements take a `locale`) and titles their frames in it.

describe('the sandbox frames on a German checkout page', () => {
  it('asks for the card frame in German', () => {
    render(inGerman(<SandboxCardFrame src="/api/payments/sandbox/card-frame" ref={null} />));
    expect(screen.getByTitle('Kartendaten').getAttribute('src')).toBe(
      '/api/payments/sandbox/card-frame?lang=de',
    );
  });

  it("asks for the bank's challenge in German", () => {
    render(
      inGerman(
        <SandboxChallenge
          url="/api/payments/sandbox/challenge/sbx_pay_1"
          authorizationId="sbx_pay_1"
          onAnswered={() => {}}
        />,
      ),
    );
    const challenge = screen.getByRole('region', { name: 'Bestätige die Zahlung bei deiner Bank' });
    expect(challenge.textContent).toContain('Deine Tickets bleiben reserviert');
    expect(screen.getByTitle('Bestätigung deiner Bank').getAttribute('src')).toBe(
      '/api/payments/sandbox/challenge/sbx_pay_1?lang=de',
    );
  });
});
