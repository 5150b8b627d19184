import { describe, expect, it } from 'vitest';
import { cityLocation, venueLocation } from './venue-location';

const venue = { id: 1, name: 'Emirates Stadium', slug: 'emirates-stadium' };

describe('cityLocation and venueLocation', () => {
  it.each([
    [{ name: 'London', state: 'England' }, 'London, England'],
    [{ name: 'Paris', state: null }, 'Paris'],
    [{ name: 'Paris', state: '' }, 'Paris'],
  ])('shows %j as %j', (city, text) => {
    expect(cityLocation(city)).toBe(text);
  });

  it.each([
    [
      { id: 1, name: 'London', state: 'England', countryCode: 'uk' },
      'Emirates Stadium, London, England',
    ],
    [{ id: 2, name: 'Paris', state: null, countryCode: 'fr' }, 'Emirates Stadium, Paris'],
  ])('puts the venue before the city %j', (city, text) => {
    expect(venueLocation({ venue, city })).toBe(text);
  });
});
