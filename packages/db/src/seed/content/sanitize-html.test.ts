import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes a script element with its body', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes such as onerror', () => {
    const out = sanitizeHtml('<img src="/img/x.png" onerror="alert(1)" alt="x">');
    expect(out).not.toContain('onerror');
    expect(out).toContain('src="/img/x.png"');
  });

  it('drops javascript: links but keeps ordinary links and anchor ids', () => {
    const out = sanitizeHtml(
      '<h2 id="refund">Refund</h2><a href="javascript:alert(1)">x</a><a href="/faq">FAQ</a>',
    );
    expect(out).toContain('<h2 id="refund">');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('<a href="/faq">FAQ</a>');
  });
});
