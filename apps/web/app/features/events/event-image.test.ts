import { FALLBACK_EVENT_IMAGE } from '@reprise/domain/categories';
import { describe, expect, it } from 'vitest';
import { eventImageChain, noMapImageChain } from './event-image';

const BASE = '/api/img';

describe('eventImageChain', () => {
  it('tries the own image, then genre, category and general-admission images, then live_1', () => {
    // A theatre genre without a sport image: genre and category give the same group, once.
    expect(
      eventImageChain({ performerimg: '/api/img/p.svg', genreid: 302, categoryid: 3 }, BASE),
    ).toEqual([
      '/api/img/p.svg',
      '/api/img/genres/theater.svg',
      '/api/img/genres/general-admission.svg',
      FALLBACK_EVENT_IMAGE,
    ]);
  });

  it('uses the genre image first when the genre has its own (NBA → Basketball)', () => {
    expect(eventImageChain({ performerimg: null, genreid: 105, categoryid: 1 }, BASE)).toEqual([
      '/api/img/genres/basketball.svg',
      '/api/img/genres/general-admission.svg',
      FALLBACK_EVENT_IMAGE,
    ]);
  });

  it('falls to the category image without a genre, and to GA for special events', () => {
    expect(eventImageChain({ performerimg: null, genreid: null, categoryid: 2 }, BASE)[0]).toBe(
      '/api/img/genres/concerts.svg',
    );
    expect(eventImageChain({ performerimg: null, genreid: null, categoryid: 5 }, BASE)).toEqual([
      '/api/img/genres/general-admission.svg',
      FALLBACK_EVENT_IMAGE,
    ]);
  });

  it('puts the group images under the configured CDN base, as the API does stored images', () => {
    expect(noMapImageChain(105, 1, 'https://cdn.example/img/')).toEqual([
      'https://cdn.example/img/genres/basketball.svg',
      'https://cdn.example/img/genres/general-admission.svg',
      FALLBACK_EVENT_IMAGE,
    ]);
  });
});
