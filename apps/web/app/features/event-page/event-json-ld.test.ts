import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './event-json-ld';
import { testAnswer } from './event-page-test-data';

const URL = 'https://reprise.example/sports/epl/arsenal/arsenal-vs-chelsea+77';

describe('eventJsonLd', () => {
  it('describes the event with its offers: low and high price, currency, availability', () => {
    expect(eventJsonLd(testAnswer(), URL, 'https://reprise.example/img.svg')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arsenal vs Chelsea',
      startDate: '2026-03-07T15:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Emirates Stadium',
        address: { addressLocality: 'London', addressRegion: 'England', addressCountry: 'GB' },
      },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '52.80',
        highPrice: '99.00',
        priceCurrency: 'GBP',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
        url: URL,
      },
    });
  });

  it('says sold out without listings, and offers nothing for a cancelled event', () => {
    const empty = testAnswer({
      summary: { listingCount: 0, ticketCount: 0, lowPrice: null, highPrice: null },
    });
    expect(eventJsonLd(empty, URL, '').offers).toEqual({
      '@type': 'AggregateOffer',
      url: URL,
      priceCurrency: 'GBP',
      offerCount: 0,
      availability: 'https://schema.org/SoldOut',
    });
    const answer = testAnswer();
    const cancelled = eventJsonLd(
      { ...answer, event: { ...answer.event, status: 'cancelled' } },
      URL,
      '',
    );
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect('offers' in cancelled).toBe(false);
  });
});
