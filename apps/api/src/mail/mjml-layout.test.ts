import { describe, expect, it } from 'vitest';
import { compileMjml, type MailContent, mailMjml, renderMail } from './mjml-layout';

const BASE: MailContent = {
  language: 'en',
  preview: 'Your order RP-7K3Q9X is confirmed',
  heading: 'Thanks, Alex!',
  paragraphs: ['Your tickets are on their way.'],
  footer: 'Reprise, 1 Market Street',
};

// Texts that HTML escaping, MJML's own parsing or the slot markers could get wrong.
const AWKWARD = `Tom & "Jerry" <b>bold</b> 'quoted' \uE0001\uE001 $& $1 %s 🎟️ Ünïcödé`;

describe('renderMail', () => {
  it.each<[string, MailContent]>([
    ['one paragraph', BASE],
    [
      'facts and an action',
      {
        ...BASE,
        paragraphs: ['First.', 'Second.', 'Third.'],
        facts: [
          ['Event', 'Lakers vs Knicks'],
          ['Seats', 'Section 101, row K, seats 3–4'],
        ],
        action: { label: 'See your tickets', url: 'https://example.com/mytickets/12?a=1&b=2' },
      },
    ],
    ['an action, no facts', { ...BASE, action: { label: 'Reset', url: 'https://x.test/r?t=1' } }],
    ['another language', { ...BASE, language: 'fr', heading: 'Merci, Alex !' }],
    [
      'texts that need escaping in every slot',
      {
        language: 'de',
        preview: AWKWARD,
        heading: AWKWARD,
        paragraphs: [AWKWARD, AWKWARD],
        facts: [[AWKWARD, AWKWARD]],
        action: { label: AWKWARD, url: `https://x.test/?q=${AWKWARD}` },
        footer: AWKWARD,
      },
    ],
  ])('%s: the same HTML as compiling the mail itself', (_name, content) => {
    const expected = compileMjml(mailMjml(content));
    // Twice: the first compiles the shape, the second fills the kept layout.
    expect(renderMail(content).html).toBe(expected);
    expect(renderMail(content).html).toBe(expected);
  });

  it('keeps one layout per shape, not one per mail', () => {
    const first = renderMail({ ...BASE, heading: 'Hello, Sam' });
    const second = renderMail({ ...BASE, heading: 'Hello, Kim' });
    expect(first.html).toContain('Hello, Sam');
    expect(second.html).toContain('Hello, Kim');
    expect(second.html).not.toContain('Hello, Sam');
    expect(first.html.replace('Sam', 'Kim')).toBe(second.html);
  });

  it('writes the plain-text part from the same paragraphs', () => {
    const { text } = renderMail({
      ...BASE,
      facts: [['Order', 'RP-7K3Q9X']],
      action: { label: 'See your tickets', url: 'https://example.com/t' },
    });
    expect(text).toBe(
      'Thanks, Alex!\n\nYour tickets are on their way.\n\nOrder: RP-7K3Q9X\n\nSee your tickets: https://example.com/t\n\nReprise, 1 Market Street\n',
    );
  });
});
