import { describe, expect, it } from 'vitest';
import { sandboxFrameUrl } from './sandbox-frame-messages';

describe('a sandbox document address in a language', () => {
  it('adds the language to the address, after any query it has', () => {
    expect(sandboxFrameUrl('/api/payments/sandbox/card-frame', 'de')).toBe(
      '/api/payments/sandbox/card-frame?lang=de',
    );
    expect(sandboxFrameUrl('/api/payments/sandbox/challenge/sbx_pay_1?x=1', 'fr')).toBe(
      '/api/payments/sandbox/challenge/sbx_pay_1?x=1&lang=fr',
    );
  });
});
