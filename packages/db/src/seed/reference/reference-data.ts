// Fixed reference rows. Country and state ids follow the numbering our fixed ids come from
// (us 233, uk 232, au 14, nz 158; UK regions 2335–2338), so ids seen by clients stay stable.

export interface CountrySeed {
  id: number;
  name: string;
  /** Lowercase ISO alpha-2, except the United Kingdom, which is 'uk'. */
  code: string;
  currencyCode: string;
}

export interface StateSeed {
  id: number;
  name: string;
  code: string;
  countryId: number;
}

export interface CurrencySeed {
  code: string;
  name: string;
  symbol: string;
  minorUnits: number;
  position: number;
  /** Units one US dollar buys: fixed demo values, not live rates. */
  unitsPerUsd: number;
}

export const COUNTRY_ID = { us: 233, uk: 232, au: 14, nz: 158 } as const;

export const COUNTRY_SEEDS: readonly CountrySeed[] = [
  { id: 233, name: 'United States', code: 'us', currencyCode: 'USD' },
  { id: 232, name: 'United Kingdom', code: 'uk', currencyCode: 'GBP' },
  { id: 14, name: 'Australia', code: 'au', currencyCode: 'AUD' },
  { id: 158, name: 'New Zealand', code: 'nz', currencyCode: 'NZD' },
  { id: 39, name: 'Canada', code: 'ca', currencyCode: 'USD' },
  { id: 105, name: 'Ireland', code: 'ie', currencyCode: 'EUR' },
  { id: 82, name: 'Germany', code: 'de', currencyCode: 'EUR' },
  { id: 75, name: 'France', code: 'fr', currencyCode: 'EUR' },
  { id: 207, name: 'Spain', code: 'es', currencyCode: 'EUR' },
  { id: 107, name: 'Italy', code: 'it', currencyCode: 'EUR' },
  { id: 156, name: 'Netherlands', code: 'nl', currencyCode: 'EUR' },
  { id: 109, name: 'Japan', code: 'jp', currencyCode: 'JPY' },
  { id: 45, name: 'China', code: 'cn', currencyCode: 'CNY' },
];

const us = (id: number, name: string, code: string): StateSeed => ({
  id,
  name,
  code,
  countryId: COUNTRY_ID.us,
});

const US_STATES: readonly StateSeed[] = [
  us(1456, 'Alabama', 'AL'),
  us(1400, 'Alaska', 'AK'),
  us(1434, 'Arizona', 'AZ'),
  us(1444, 'Arkansas', 'AR'),
  us(1416, 'California', 'CA'),
  us(1450, 'Colorado', 'CO'),
  us(1435, 'Connecticut', 'CT'),
  us(1399, 'Delaware', 'DE'),
  us(1437, 'District of Columbia', 'DC'),
  us(1436, 'Florida', 'FL'),
  us(1455, 'Georgia', 'GA'),
  us(1411, 'Hawaii', 'HI'),
  us(1460, 'Idaho', 'ID'),
  us(1425, 'Illinois', 'IL'),
  us(1440, 'Indiana', 'IN'),
  us(1459, 'Iowa', 'IA'),
  us(1406, 'Kansas', 'KS'),
  us(1419, 'Kentucky', 'KY'),
  us(1457, 'Louisiana', 'LA'),
  us(1453, 'Maine', 'ME'),
  us(1401, 'Maryland', 'MD'),
  us(1433, 'Massachusetts', 'MA'),
  us(1426, 'Michigan', 'MI'),
  us(1420, 'Minnesota', 'MN'),
  us(1430, 'Mississippi', 'MS'),
  us(1451, 'Missouri', 'MO'),
  us(1446, 'Montana', 'MT'),
  us(1408, 'Nebraska', 'NE'),
  us(1458, 'Nevada', 'NV'),
  us(1404, 'New Hampshire', 'NH'),
  us(1417, 'New Jersey', 'NJ'),
  us(1423, 'New Mexico', 'NM'),
  us(1452, 'New York', 'NY'),
  us(1447, 'North Carolina', 'NC'),
  us(1418, 'North Dakota', 'ND'),
  us(4851, 'Ohio', 'OH'),
  us(1421, 'Oklahoma', 'OK'),
  us(1415, 'Oregon', 'OR'),
  us(1422, 'Pennsylvania', 'PA'),
  us(1461, 'Rhode Island', 'RI'),
  us(1443, 'South Carolina', 'SC'),
  us(1445, 'South Dakota', 'SD'),
  us(1454, 'Tennessee', 'TN'),
  us(1407, 'Texas', 'TX'),
  us(1414, 'Utah', 'UT'),
  us(1409, 'Vermont', 'VT'),
  us(1427, 'Virginia', 'VA'),
  us(1462, 'Washington', 'WA'),
  us(1429, 'West Virginia', 'WV'),
  us(1441, 'Wisconsin', 'WI'),
  us(1442, 'Wyoming', 'WY'),
];

// The UK regions keep these ids; 'Ireland' is the fixed name for Northern Ireland's region.
const UK_REGIONS: readonly StateSeed[] = [
  { id: 2335, name: 'Scotland', code: 'SCT', countryId: COUNTRY_ID.uk },
  { id: 2336, name: 'England', code: 'ENG', countryId: COUNTRY_ID.uk },
  { id: 2337, name: 'Ireland', code: 'NIR', countryId: COUNTRY_ID.uk },
  { id: 2338, name: 'Wales', code: 'WLS', countryId: COUNTRY_ID.uk },
];

const AU_STATES: readonly StateSeed[] = [
  { id: 3903, name: 'Victoria', code: 'VIC', countryId: COUNTRY_ID.au },
  { id: 3904, name: 'South Australia', code: 'SA', countryId: COUNTRY_ID.au },
  { id: 3905, name: 'Queensland', code: 'QLD', countryId: COUNTRY_ID.au },
  { id: 3906, name: 'Western Australia', code: 'WA', countryId: COUNTRY_ID.au },
  { id: 3907, name: 'Australian Capital Territory', code: 'ACT', countryId: COUNTRY_ID.au },
  { id: 3908, name: 'Tasmania', code: 'TAS', countryId: COUNTRY_ID.au },
  { id: 3909, name: 'New South Wales', code: 'NSW', countryId: COUNTRY_ID.au },
  { id: 3910, name: 'Northern Territory', code: 'NT', countryId: COUNTRY_ID.au },
];

const NZ_REGIONS: readonly StateSeed[] = [
  { id: 4072, name: 'Auckland', code: 'AUK', countryId: COUNTRY_ID.nz },
  { id: 4065, name: 'Wellington', code: 'WGN', countryId: COUNTRY_ID.nz },
  { id: 4066, name: 'Canterbury', code: 'CAN', countryId: COUNTRY_ID.nz },
  { id: 4067, name: 'Otago', code: 'OTA', countryId: COUNTRY_ID.nz },
  { id: 4068, name: 'Waikato', code: 'WKO', countryId: COUNTRY_ID.nz },
  { id: 4069, name: 'Bay of Plenty', code: 'BOP', countryId: COUNTRY_ID.nz },
];

export const STATE_SEEDS: readonly StateSeed[] = [
  ...US_STATES,
  ...UK_REGIONS,
  ...AU_STATES,
  ...NZ_REGIONS,
];

// Fixed order (GBP, EUR, AUD, NZD, JPY, CNY, USD); JPY has no minor unit.
export const CURRENCY_SEEDS: readonly CurrencySeed[] = [
  {
    code: 'GBP',
    name: 'British Pound',
    symbol: '£',
    minorUnits: 2,
    position: 1,
    unitsPerUsd: 0.79,
  },
  { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2, position: 2, unitsPerUsd: 0.92 },
  {
    code: 'AUD',
    name: 'Australian Dollar',
    symbol: 'A$',
    minorUnits: 2,
    position: 3,
    unitsPerUsd: 1.52,
  },
  {
    code: 'NZD',
    name: 'New Zealand Dollar',
    symbol: 'NZ$',
    minorUnits: 2,
    position: 4,
    unitsPerUsd: 1.66,
  },
  {
    code: 'JPY',
    name: 'Japanese Yen',
    symbol: '¥',
    minorUnits: 0,
    position: 5,
    unitsPerUsd: 151.5,
  },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', minorUnits: 2, position: 6, unitsPerUsd: 7.24 },
  { code: 'USD', name: 'US Dollar', symbol: '$', minorUnits: 2, position: 7, unitsPerUsd: 1 },
];
