import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy of a document', () => {
  it('allows a personal page’s inline scripts by its nonce', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
  });

  it('allows a shared page’s inline scripts by their hashes only', () => {
    const policy = contentSecurityPolicy({ hashes: ['h1', 'h2'] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-h1' 'sha256-h2'");
    expect(policy).not.toContain('nonce');
  });

  it('allows exactly the support chat’s origin, and only when one is configured', () => {
    const without = contentSecurityPolicy({ nonce: 'n' });
    const withChat = contentSecurityPolicy(
      { nonce: 'n' },
      { supportChatScriptUrl: 'https://widget.chat.example/v2/loader.js?key=1' },
    );
    expect(without).not.toContain('chat.example');
    expect(directive(withChat, 'script-src')).toBe(
      "script-src 'self' 'nonce-n' https://widget.chat.example",
    );
    expect(directive(withChat, 'connect-src')).toBe(
      "connect-src 'self' https://widget.chat.example",
    );
    expect(directive(withChat, 'frame-src')).toBe("frame-src 'self' https://widget.chat.example");
    expect(
      withChat.match(/https:\/\/[^\s;]+/g)?.every((o) => o === 'https://widget.chat.example'),
    ).toBe(true);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of every inline script, not external ones, once each', () => {
    const html =
      '<head><script nonce="x">a()</script><script src="/assets/app.js"></script></head>' +
      '<body><script type="module" async="">import "/x.js";\nb()</script>' +
      '<SCRIPT>a()</SCRIPT ><script nonce="y"></script></body>';
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      sha('a()'),
      sha('import "/x.js";\nb()'),
      sha(''),
    ]);
  });

  it('hashes the UTF-8 text of scripts among and holding letters outside ASCII', () => {
    const inline = 'window.t = "Grüße – “Olé” ’ €5 😀";';
    const html = `<p>Ça coûte 5 €</p><script>${inline}</script><p>für</p><script>ß()</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(inline), sha('ß()')]);
  });
});

describe('styles under the policy', () => {
  it('allows our style sheets and inline styles (Radix scroll lock injects <style>, ADR 0012)', () => {
    const policy = contentSecurityPolicy({ nonce: 'n' });
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });
});

describe('the page policy with Stripe as the payment provider', () => {
  it("allows exactly Stripe's origins, and only when Stripe is configured", () => {
    const directive = (policy: string, name: string) =>
      policy.split('; ').find((part) => part.startsWith(`${name} `));
    const withStripe = contentSecurityPolicy({ nonce: 'n' }, { stripe: true });
    expect(directive(withStripe, 'script-src')).toBe(
      "script-src 'self' 'nonce-n' https://js.stripe.com",
    );
    expect(directive(withStripe, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(withStripe, 'frame-src')).toBe(
      "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    );
    const without = contentSecurityPolicy({ nonce: 'n' });
    expect(without).not.toContain('stripe');
  });
});
