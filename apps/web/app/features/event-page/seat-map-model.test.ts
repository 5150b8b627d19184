import { readListingView } from '@reprise/domain/listings/listing-view';
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../test-support/english-text';
import { CURRENCY, testAnswer } from './event-page-test-data';
import { seatMapModel } from './seat-map-model';

const PATH = '/sports/epl/arsenal/arsenal-vs-chelsea+77';
const view = (search = '') => readListingView(new URLSearchParams(search));

describe('seatMapModel', () => {
  const answer = testAnswer();

  it('links each section on sale to the view filtered to it, and the chosen one back', () => {
    const plain = seatMapModel(
      answer.map!,
      answer.sections,
      view('quantity=4'),
      CURRENCY,
      PATH,
      englishText,
    );
    expect(plain.markup).toContain(`href="${PATH}?quantity=4&amp;section=s101"`);
    expect(plain.markup).toContain(`href="${PATH}?quantity=4&amp;section=club-1"`);
    // Section 102 has nothing for the quantity: drawn, but no link.
    expect(plain.markup).not.toContain('data-section="s102"');
    expect(plain.onSale).toBe(2);
    const chosen = seatMapModel(
      answer.map!,
      answer.sections,
      view('section=club-1'),
      CURRENCY,
      PATH,
      englishText,
    );
    expect(chosen.markup).toContain(`href="${PATH}" class="seat-section" data-section="club-1"`);
    expect(chosen.markup).toMatch(
      /data-section="club-1" data-index="1" tabindex="0"[^>]*aria-current="true"/,
    );
  });

  it('writes the legend and each section caption in the display currency', () => {
    const model = seatMapModel(answer.map!, answer.sections, view(), CURRENCY, PATH, englishText);
    expect(model.bands.map((band) => band.range)).toEqual(['£53', '£99']);
    expect(model.captions.s101).toBe('Section 101 · Lower Tier · £53 · 1 listing');
  });

  it('escapes every name it writes into the markup', () => {
    const map = structuredClone(answer.map!);
    map.sections[0]!.name = '<script>alert("x")</script> & co';
    const model = seatMapModel(map, answer.sections, view(), CURRENCY, PATH, englishText);
    expect(model.markup).not.toContain('<script>');
    expect(model.markup).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });
});
