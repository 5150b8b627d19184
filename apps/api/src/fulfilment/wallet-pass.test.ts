// Apple Wallet passes: signed with the configured certificates (here a self-signed pair made by
// openssl: Apple's own are not available to tests) into a .pkpass zip with the ticket's signed
// code; without configuration there is no signer, and the order view offers no Wallet link.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walletSigner } from './wallet-pass';

function selfSignedPair(dir: string) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=Reprise test pass signer',
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

describe('Apple Wallet passes', () => {
  it('is off without configuration', () => {
    expect(walletSigner(undefined)).toBeNull();
  });

  it('signs a .pkpass carrying the ticket code, worded in the order’s language', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reprise-wallet-'));
    const { key, cert } = selfSignedPair(dir);
    const signer = walletSigner({
      passTypeIdentifier: 'pass.test.reprise',
      teamIdentifier: 'TEAM123456',
      signerCertPath: cert,
      signerKeyPath: key,
      wwdrCertPath: cert,
    })!;
    const passOf = (language: 'en' | 'de') =>
      signer.pass(
        {
          eventName: 'Arsenal v Chelsea',
          startsAt: new Date('2031-03-01T19:30:00Z'),
          timezone: 'Europe/London',
          venueName: 'Emirates Stadium',
          section: '104',
          row: 'C',
          seat: 9,
          holderName: 'Ada Byron',
          confirmationNumber: 'RP-7K3Q9X',
          ticketIndex: 0,
          quantity: 2,
          code: 'RPT1.31.0.9.signature-of-the-code-x',
          language,
        },
        '31-0',
      );
    const pass = passOf('en');
    expect(pass.subarray(0, 2).toString()).toBe('PK');
    // pass.json is stored, not deflated: its text reads straight out of the zip.
    const text = pass.toString('utf8');
    for (const name of ['pass.json', 'manifest.json', 'signature', 'icon.png']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('RPT1.31.0.9.signature-of-the-code-x');
    expect(text).toContain('"label":"Seat","value":"Section 104, Row C, Seat 9"');
    const german = passOf('de').toString('utf8');
    expect(german).toContain('"label":"Platz","value":"Block 104, Reihe C, Platz 9"');
    expect(german).toContain('"description":"Ticket für Arsenal v Chelsea"');
  });
});
